// `read_skill_resource`: reads one file of a skill the model can see or has active, confined to the
// skill's folder by the host; the model gets the file's text.
import { jsonSchema, tool, type JSONSchema7, type Tool } from "ai";
import type { Conversation, SkillHost } from "../host-types.js";
import type { ResourceText } from "../types.js";
import { inputObject, invalid, oneOf, stringField, type Validation } from "./tool-input.js";

export interface ResourceToolInput {
  readonly skill: string;
  readonly path: string;
}

/** The file as read: its path relative to the skill folder, its text and size. */
export interface ResourceToolOutput extends ResourceText {
  readonly skill: string;
}

const description =
  "Read a file of a loaded skill (a script, reference or asset its instructions name), by its path relative to the skill's folder.";

/** Skills whose files the model may read: those it can load, and those active in the conversation (user-run ones too). */
function readableSkills(host: SkillHost, conversation: Conversation): readonly string[] {
  return [...new Set([...host.modelSkills(), ...conversation.active])];
}

function inputSchema(names: readonly string[]): JSONSchema7 {
  return {
    type: "object",
    properties: {
      skill: { type: "string", ...(names.length === 0 ? {} : { enum: [...names] }), description: "The skill's name." },
      path: { type: "string", description: "The file's path relative to the skill's folder, e.g. references/forms.md." },
    },
    required: ["skill", "path"],
    additionalProperties: false,
  };
}

function validateInput(value: unknown, names: readonly string[]): Validation<ResourceToolInput> {
  const input = inputObject(value);
  if (input === undefined) return invalid('the input must be an object: {"skill": <name>, "path": <relative path>}');
  const skill = oneOf(input, "skill", names);
  const path = stringField(input, "path");
  const error = skill.error ?? path.error ?? (path.value === undefined ? '"path" is required' : undefined);
  if (error !== undefined || skill.value === undefined || path.value === undefined) return invalid(error ?? "invalid input");
  return { success: true, value: { skill: skill.value, path: path.value } };
}

/** The `read_skill_resource` tool over the host, for one conversation. */
export function resourceTool(host: SkillHost, conversation: Conversation): Tool<ResourceToolInput, ResourceToolOutput> {
  return tool({
    description,
    inputSchema: () => {
      const names = readableSkills(host, conversation);
      return jsonSchema<ResourceToolInput>(inputSchema(names), { validate: (value) => validateInput(value, names) });
    },
    execute: (input) => ({ skill: input.skill, ...host.readResource(input.skill, input.path) }),
    toModelOutput: ({ output }) => ({ type: "text", value: output.text }),
  });
}
