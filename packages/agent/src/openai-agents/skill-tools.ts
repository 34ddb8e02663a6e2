// The skill tools as @openai/agents function tools: the meta-tool (enum of the model's skills), the
// resource reader and `advance` (enabled while a workflow skill exists). Their descriptions and
// schemas are read from the host whenever the runner asks, so a reload shows from the next model call.
// An activation's two messages return as the call's output in two text parts: the visible message,
// then the hidden skill content.
import { tool, type FunctionTool, type ToolInputParameters, type ToolOutputText, type UnknownContext } from "@openai/agents";
import type { Conversation, SkillHost } from "../host-types.js";
import {
  advanceToolName,
  runSkillToolCall,
  skillToolSpecs,
  workflowSkills,
  type SkillToolOutcome,
  type SkillToolSpec,
} from "../skill-tool-calls.js";

/** A skill tool as `Agent({ tools })` takes it. */
export type SkillFunctionTool = FunctionTool<UnknownContext, ToolInputParameters>;

function output(outcome: SkillToolOutcome): string | ToolOutputText[] {
  if (outcome.kind === "text") return outcome.text;
  return [
    { type: "text", text: outcome.visible },
    { type: "text", text: outcome.content },
  ];
}

/** The spec's schema as the library types it: strict schemas close the object, `advance`'s leaves it open. */
interface Schema<Closed extends boolean> {
  type: "object";
  properties: Record<string, Readonly<Record<string, unknown>>>;
  required: string[];
  additionalProperties: Closed extends true ? false : true;
}

function strictSchema(spec: SkillToolSpec): Schema<true> {
  const { properties, required } = spec.parameters;
  return { type: "object", properties: { ...properties }, required: [...required], additionalProperties: false };
}

function openSchema(spec: SkillToolSpec): Schema<false> {
  return { ...strictSchema(spec), additionalProperties: true };
}

function functionTool(host: SkillHost, conversation: Conversation, spec: SkillToolSpec): SkillFunctionTool {
  const { name, description } = spec;
  const execute = async (input: unknown) => output(await runSkillToolCall(host, conversation, { name, input }));
  const isEnabled = name === advanceToolName ? () => workflowSkills(host).length > 0 : true;
  // `advance` takes any JSON as `output`, which strict schemas cannot say.
  const created = spec.strict
    ? tool({ name, description, strict: true, parameters: strictSchema(spec), isEnabled, execute })
    : tool({ name, description, strict: false, parameters: openSchema(spec), isEnabled, execute });
  const current = (): SkillToolSpec => skillToolSpecs(host, { withAdvance: true }).find((item) => item.name === name) ?? spec;
  return {
    ...created,
    get description() {
      return current().description;
    },
    get parameters() {
      const latest = current();
      return latest.strict ? strictSchema(latest) : openSchema(latest);
    },
  };
}

/** The skill tools for one conversation: give them to your `Agent` (they follow the host's reloads). */
export function skillTools(host: SkillHost, conversation: Conversation): SkillFunctionTool[] {
  return skillToolSpecs(host, { withAdvance: true }).map((spec) => functionTool(host, conversation, spec));
}
