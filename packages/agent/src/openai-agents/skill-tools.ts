// The skill tools as @openai/agents function tools: the meta-tool (enum of the model's skills), the
// resource reader and, when a workflow skill exists, `advance`. An activation's two messages return
// as the call's output in two text parts: the visible message, then the hidden skill content.
import { tool, type FunctionTool, type ToolInputParameters, type ToolOutputText, type UnknownContext } from "@openai/agents";
import type { Conversation, SkillHost } from "../host-types.js";
import { runSkillToolCall, skillToolSpecs, type SkillToolOutcome, type SkillToolSpec } from "../openai/skill-tool-calls.js";

/** A skill tool as `Agent({ tools })` takes it. */
export type SkillFunctionTool = FunctionTool<UnknownContext, ToolInputParameters>;

function output(outcome: SkillToolOutcome): string | ToolOutputText[] {
  if (outcome.kind === "text") return outcome.text;
  return [
    { type: "text", text: outcome.visible },
    { type: "text", text: outcome.content },
  ];
}

function functionTool(host: SkillHost, conversation: Conversation, spec: SkillToolSpec): SkillFunctionTool {
  const { name, description } = spec;
  const properties = { ...spec.parameters.properties };
  const required = [...spec.parameters.required];
  const execute = async (input: unknown) => output(await runSkillToolCall(host, conversation, { name, input }));
  // `advance` takes any JSON as `output`, which strict schemas cannot say.
  return spec.strict
    ? tool({
        name,
        description,
        strict: true,
        parameters: { type: "object", properties, required, additionalProperties: false },
        execute,
      })
    : tool({
        name,
        description,
        strict: false,
        parameters: { type: "object", properties, required, additionalProperties: true },
        execute,
      });
}

/**
 * The skill tools for one conversation: give them to your `Agent`. Build them again after the host
 * reloads (`host.onChange`) so the meta-tool's enum and catalog follow the skills.
 */
export function skillTools(host: SkillHost, conversation: Conversation): SkillFunctionTool[] {
  return skillToolSpecs(host).map((spec) => functionTool(host, conversation, spec));
}
