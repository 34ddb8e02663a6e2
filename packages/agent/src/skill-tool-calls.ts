// The three skill tools every adapter of this package offers (the meta-tool, the resource reader and
// the workflow advance): names, descriptions, JSON Schemas, running one call against the host, and the
// active skills' verdict on the app's own tools. No AI library: the Anthropic, OpenAI and OpenAI Agents
// adapters wrap these in their SDKs' shapes; the AI SDK adapter shares the names and workflow text.
import { ResourceError, type Effort } from "@skill-kit/loader/portable";
import { AgentError } from "./agent-error.js";
import type { Conversation, SkillHost } from "./host-types.js";
import { callArgument } from "./tool-patterns.js";
import { workflowLines } from "./render-activation.js";
import type { ToolDecision, WorkflowResult } from "./types.js";

export const skillToolName = "skill";
export const readResourceToolName = "read_skill_resource";
export const advanceToolName = "advance";

/** A JSON Schema of an object, as function tools take it. */
interface ObjectSchema {
  readonly type: "object";
  readonly properties: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly required: readonly string[];
  readonly additionalProperties: false;
}

/** One tool as every API describes it: name, description, parameters, and whether OpenAI's strict mode fits it. */
export interface SkillToolSpec {
  readonly name: string;
  readonly description: string;
  readonly parameters: ObjectSchema;
  /** False for `advance`: its `output` is any JSON, which strict schemas cannot say. */
  readonly strict: boolean;
}

/** What a call gave: a skill's two messages to inject, or a plain text result (an error when `isError`). */
export type SkillToolOutcome =
  | { readonly kind: "activated"; readonly skill: string; readonly visible: string; readonly content: string }
  | { readonly kind: "text"; readonly text: string; readonly isError: boolean };

const readDescription =
  "Read one file of a loaded skill (a reference, script or template its instructions name), by its path relative to the skill's folder.";
const advanceDescription =
  "Answer the current step of a workflow skill's run with output matching the step's JSON schema; returns the next step, or the final output when the run is done.";

function skillSchema(names: readonly string[]): ObjectSchema {
  return {
    type: "object",
    properties: {
      name: names.length === 0 ? { type: "string" } : { type: "string", enum: [...names], description: "The skill to load." },
      arguments: { type: "string", description: "Arguments for the skill, when the task gives any (else empty)." },
    },
    required: ["name", "arguments"],
    additionalProperties: false,
  };
}

const readSchema: ObjectSchema = {
  type: "object",
  properties: {
    skill: { type: "string", description: "The loaded skill's name." },
    path: { type: "string", description: "The file's path relative to the skill's folder." },
  },
  required: ["skill", "path"],
  additionalProperties: false,
};

function advanceSchema(names: readonly string[]): ObjectSchema {
  return {
    type: "object",
    properties: {
      skill: { type: "string", ...(names.length === 0 ? {} : { enum: [...names] }), description: "The workflow skill." },
      session: { type: "string", description: "The run's session id." },
      step: { type: "string", description: "The step being answered." },
      output: { description: "The step's output, matching its schema." },
    },
    required: ["skill", "session", "step", "output"],
    additionalProperties: false,
  };
}

/** The workflow skills of the host (`advance` is offered when there is one). */
export function workflowSkills(host: SkillHost): string[] {
  return host
    .skills()
    .filter((item) => item.workflow !== undefined)
    .map((item) => item.skill.name);
}

/** The meta-tool (its enum: the model's skills), the reader, and `advance` when a workflow skill exists (or `withAdvance`). */
export function skillToolSpecs(host: SkillHost, options: { readonly withAdvance?: boolean } = {}): SkillToolSpec[] {
  const workflows = workflowSkills(host);
  return [
    { name: skillToolName, description: host.toolDescription(), parameters: skillSchema(host.modelSkills()), strict: true },
    { name: readResourceToolName, description: readDescription, parameters: readSchema, strict: true },
    ...(workflows.length === 0 && options.withAdvance !== true
      ? []
      : [{ name: advanceToolName, description: advanceDescription, parameters: advanceSchema(workflows), strict: false }]),
  ];
}

/** The call's arguments as an object: a JSON string is parsed, anything not an object is empty. */
function toolInput(input: unknown): Readonly<Record<string, unknown>> {
  let value = input;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value === "" ? "{}" : value);
    } catch {
      return {};
    }
  }
  return typeof value === "object" && value !== null && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : {};
}

function text(value: string, isError = false): SkillToolOutcome {
  return { kind: "text", text: value, isError };
}

function stringField(input: Readonly<Record<string, unknown>>, key: string): string {
  const value = input[key];
  return typeof value === "string" ? value : "";
}

async function activate(
  host: SkillHost,
  conversation: Conversation,
  input: Readonly<Record<string, unknown>>,
): Promise<SkillToolOutcome> {
  const activation = await host.activate(stringField(input, "name"), stringField(input, "arguments"), conversation);
  if (activation.kind === "activated")
    return { kind: "activated", skill: activation.skill, visible: activation.visible, content: activation.content };
  if (activation.kind === "forked") return text(activation.output);
  return text(activation.content);
}

/** Reads a file of a skill the model can load or has active (a user-run hidden skill too), confined to its folder. */
function read(host: SkillHost, conversation: Conversation, input: Readonly<Record<string, unknown>>): SkillToolOutcome {
  const skill = stringField(input, "skill");
  const readable = new Set([...host.modelSkills(), ...conversation.active]);
  if (!readable.has(skill))
    return text(`no loaded skill is named "${skill}"; files can be read of: ${[...readable].join(", ")}`, true);
  return text(host.readResource(skill, stringField(input, "path")).text);
}

async function runCall(host: SkillHost, conversation: Conversation, call: SkillToolCall): Promise<SkillToolOutcome> {
  const input = toolInput(call.input);
  if (call.name === skillToolName) return activate(host, conversation, input);
  if (call.name === readResourceToolName) return read(host, conversation, input);
  if (call.name !== advanceToolName) return text(`no skill tool is named "${call.name}"`, true);
  const result = await host.advance(conversation, {
    skill: stringField(input, "skill"),
    session: stringField(input, "session"),
    step: stringField(input, "step"),
    output: input.output,
  });
  return text(workflowResultText(stringField(input, "skill"), result), result.status === "error");
}

/** The run's answer as the model reads it: the next prompt and schema, the final output, or what was wrong. */
export function workflowResultText(skill: string, result: WorkflowResult): string {
  if (result.status === "error")
    return [
      `The step's output was refused: ${result.message ?? "unknown error"}.`,
      result.retry === true ? "Correct the output and call advance again for the same step." : "The run cannot go on.",
    ].join(" ");
  return workflowLines(skill, result).join("\n").trim();
}

/** A tool call as the adapters hand it over: the tool's name and its input (an object or its JSON text). */
export interface SkillToolCall {
  readonly name: string;
  readonly input: unknown;
}

/** True for the names of this package's skill tools. */
export function isSkillTool(name: string): boolean {
  return name === skillToolName || name === readResourceToolName || name === advanceToolName;
}

/**
 * Runs one call of a skill tool. The host's refusals the model can act on (unknown skill, user-only,
 * not eligible, not a workflow, a file outside the skill) come back as error text; anything else throws.
 */
export async function runSkillToolCall(
  host: SkillHost,
  conversation: Conversation,
  call: SkillToolCall,
): Promise<SkillToolOutcome> {
  try {
    return await runCall(host, conversation, call);
  } catch (error) {
    if (AgentError.isInstance(error) || ResourceError.isInstance(error)) return text(error.message, true);
    throw error;
  }
}

/** allow / ask / deny for a call of one of the app's own tools under the turn's active skills. */
export function toolCallDecision(host: SkillHost, conversation: Conversation, call: SkillToolCall): ToolDecision {
  const argument = callArgument(toolInput(call.input));
  return host.toolPolicy(conversation.modifiers, argument === undefined ? { tool: call.name } : { tool: call.name, argument });
}

/** What the model reads when a call is refused under an active skill's `disallowed-tools`. */
export function refusalText(conversation: Conversation, tool: string): string {
  const skills = conversation.modifiers.map((item) => item.skill).join(", ");
  return `The tool "${tool}" is not allowed while the skill ${skills} is active.`;
}

/** The turn's override: the model (and effort) of the latest skill activated this turn that names one; pass it to your next model call. */
export function activeOverride(conversation: Conversation): { readonly model?: string; readonly effort?: Effort } {
  const model = conversation.modifiers.findLast((item) => item.model !== undefined)?.model;
  const effort = conversation.modifiers.findLast((item) => item.effort !== undefined)?.effort;
  return { ...(model === undefined ? {} : { model }), ...(effort === undefined ? {} : { effort }) };
}
