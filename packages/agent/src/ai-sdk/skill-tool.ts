// The skill meta-tool for the AI SDK: its description is the host's catalog and its `name` an enum of
// the model's skills, both read on every step (a reload shows from the next model call); a call
// activates the skill and hands the model the visible message and the hidden skill content.
import { jsonSchema, tool, type JSONSchema7, type Tool } from "ai";
import type { Conversation, SkillHost } from "../host-types.js";
import type { Activation } from "../types.js";
import { inputObject, invalid, oneOf, stringField, type Validation } from "./tool-input.js";

export interface SkillToolInput {
  readonly name: string;
  readonly arguments?: string;
}

/**
 * What the tool returns (the app's view: show `visible`, keep `content` out of the UI); the model
 * gets `visible` and `content` as two text parts of one tool result (see `skillToolModelOutput`).
 */
export type SkillToolOutput =
  | { readonly kind: "activated"; readonly skill: string; readonly visible: string; readonly content: string }
  | { readonly kind: "already-active"; readonly skill: string; readonly visible: string; readonly note: string }
  | { readonly kind: "forked"; readonly skill: string; readonly visible: string; readonly output: string };

function inputSchema(names: readonly string[]): JSONSchema7 {
  return {
    type: "object",
    properties: {
      name: { type: "string", ...(names.length === 0 ? {} : { enum: [...names] }), description: "The skill to load." },
      arguments: { type: "string", description: "Arguments for the skill, when the task gives any." },
    },
    required: ["name"],
    additionalProperties: false,
  };
}

function validateInput(value: unknown, names: readonly string[]): Validation<SkillToolInput> {
  const input = inputObject(value);
  if (input === undefined) return invalid('the input must be an object: {"name": <skill>, "arguments"?: <text>}');
  const name = oneOf(input, "name", names);
  const args = stringField(input, "arguments");
  const error = name.error ?? args.error;
  if (error !== undefined || name.value === undefined) return invalid(error ?? '"name" is required');
  return { success: true, value: { name: name.value, ...(args.value === undefined ? {} : { arguments: args.value }) } };
}

function toOutput(activation: Activation): SkillToolOutput {
  const { skill, visible } = activation;
  if (activation.kind === "activated") return { kind: "activated", skill, visible, content: activation.content };
  if (activation.kind === "forked") return { kind: "forked", skill, visible, output: activation.output };
  return { kind: "already-active", skill, visible, note: activation.content };
}

/** The tool result the model reads: the two messages of an activation, only the note or the sub-agent's answer otherwise. */
function skillToolModelOutput(output: SkillToolOutput): { type: "content"; value: { type: "text"; text: string }[] } {
  const texts =
    output.kind === "activated" ? [output.visible, output.content] : [output.kind === "forked" ? output.output : output.note];
  return { type: "content", value: texts.map((text) => ({ type: "text", text })) };
}

/** The `skill` tool over the host, for one conversation. */
export function skillTool(host: SkillHost, conversation: Conversation): Tool<SkillToolInput, SkillToolOutput> {
  return tool({
    description: () => host.toolDescription(),
    inputSchema: () => {
      const names = host.modelSkills();
      return jsonSchema<SkillToolInput>(inputSchema(names), { validate: (value) => validateInput(value, names) });
    },
    execute: async (input) => toOutput(await host.activate(input.name, input.arguments ?? "", conversation)),
    toModelOutput: ({ output }) => skillToolModelOutput(output),
  });
}
