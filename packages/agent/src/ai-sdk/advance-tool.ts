// `advance`: answers the current step of a workflow run started by activating a workflow skill,
// through `host.advance` (the same validation as the CLI and MCP); the model gets the next step.
import { jsonSchema, tool, type JSONSchema7, type Tool } from "ai";
import type { Conversation, SkillHost } from "../host-types.js";
import { workflowResultText, workflowSkills } from "../skill-tool-calls.js";
import type { WorkflowResult } from "../types.js";
import { inputObject, invalid, oneOf, stringField, type Validation } from "./tool-input.js";

export interface AdvanceToolInput {
  readonly skill: string;
  readonly session: string;
  readonly step: string;
  readonly output: unknown;
}

const description =
  "Answer the current step of a workflow skill's run with output matching the step's JSON schema; returns the next step, or the final output when the run is done.";

function inputSchema(names: readonly string[]): JSONSchema7 {
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

function validateInput(value: unknown, names: readonly string[]): Validation<AdvanceToolInput> {
  const input = inputObject(value);
  if (input === undefined) return invalid('the input must be an object: {"skill", "session", "step", "output"}');
  const skill = oneOf(input, "skill", names);
  const session = stringField(input, "session");
  const step = stringField(input, "step");
  const error = skill.error ?? session.error ?? step.error;
  if (error !== undefined) return invalid(error);
  if (skill.value === undefined || session.value === undefined || step.value === undefined || !("output" in input))
    return invalid('"skill", "session", "step" and "output" are required');
  return { success: true, value: { skill: skill.value, session: session.value, step: step.value, output: input.output } };
}

/** The `advance` tool over the host, for one conversation. */
export function advanceTool(host: SkillHost, conversation: Conversation): Tool<AdvanceToolInput, WorkflowResult> {
  return tool({
    description,
    inputSchema: () => {
      const names = workflowSkills(host);
      return jsonSchema<AdvanceToolInput>(inputSchema(names), { validate: (value) => validateInput(value, names) });
    },
    execute: (input) => host.advance(conversation, input),
    toModelOutput: ({ input, output }) => ({ type: "text", value: workflowResultText(input.skill, output) }),
  });
}
