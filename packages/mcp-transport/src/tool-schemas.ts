// Input and output schemas of every tool, in zod (what `McpServer.registerTool` takes).
import * as z from "zod";
import { acceptAdvanceInput, acceptRunResult } from "./common-case.js";
import { jsonSchemaOnce } from "./json-schema-once.js";
import { jsonValueSchema } from "./json-value-schema.js";
import { stepResultSchema } from "./wire-result.js";

const params = z
  .record(z.string(), z.unknown())
  .optional()
  .describe("The skill's params (a JSON object); validated against its params schema");

const startInput = z.object({ params });

const compositeStartInput = z.object({
  params,
  subskill: z
    .string()
    .optional()
    .describe("Start this sub-skill directly instead of the dispatcher; params are then the sub-skill's"),
});

const advanceInput = z.object({
  session: z.string().describe("The session id returned by start (32 lowercase hex characters)"),
  step: z.string().describe("The step you are answering: the `step` of the last prompt"),
  output: jsonValueSchema.describe("Your answer for that step: JSON matching the prompt's `schema`"),
});

const topicInput = z.object({ name: z.string().describe("A topic name, as listed by the topics tool") });

/** Every result of `start` and `advance` (prompt, done or error). */
export const runResultSchema = z.object({
  session: z.string().describe("Session id to pass to advance (empty when no session was created)"),
  status: z.enum(["prompt", "done", "error"]),
  step: z.string().optional().describe("prompt: the step to answer now; error: the step that was refused"),
  preamble: z.string().optional().describe("How to read the prompts; sent with the first prompt only"),
  prompt: z.string().optional(),
  schema: z.unknown().optional().describe("JSON Schema of the output to submit, or null"),
  finalOutput: z.unknown().optional(),
  completed: stepResultSchema.optional().describe("The step just submitted"),
  autoAdvanced: z.array(stepResultSchema).optional().describe("Steps without a prompt that ran after it"),
  message: z.string().optional(),
  retry: z.boolean().optional().describe("error: true when resubmitting corrected output can succeed"),
  elicited: z.array(stepResultSchema).optional().describe("Steps the user answered directly through elicitation"),
  elicitation: z
    .object({ step: z.string(), action: z.enum(["decline", "cancel", "invalid", "failed"]), message: z.string().optional() })
    .optional()
    .describe("Why the pending question was not answered through elicitation; ask it yourself"),
});

const topicOutput = z.object({ name: z.string(), content: z.string() });

const topicsOutput = z.object({ topics: z.array(z.object({ name: z.string(), label: z.string() })) });

export type RunResult = z.infer<typeof runResultSchema>;

/** The schemas tools are registered with: each converted to JSON Schema once per process, not once per server. */
export const registeredSchemas = {
  startInput: jsonSchemaOnce(startInput),
  compositeStartInput: jsonSchemaOnce(compositeStartInput),
  advanceInput: jsonSchemaOnce(advanceInput, acceptAdvanceInput),
  runResult: jsonSchemaOnce(runResultSchema, acceptRunResult),
  topicInput: jsonSchemaOnce(topicInput),
  topicOutput: jsonSchemaOnce(topicOutput),
  topicsOutput: jsonSchemaOnce(topicsOutput),
};
