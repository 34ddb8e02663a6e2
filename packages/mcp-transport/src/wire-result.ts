// The result JSON the CLI protocol prints (`--print`), checked into typed data.
import * as z from "zod";

export const stepResultSchema = z.object({
  step: z.string(),
  response: z.unknown(),
  actionResult: z.unknown().optional(),
  result: z.unknown(),
});

const promptResult = z.object({
  kind: z.literal("prompt"),
  step: z.string(),
  preamble: z.string().optional(),
  prompt: z.string(),
  schema: z.unknown(),
  completed: stepResultSchema.optional(),
  autoAdvanced: z.array(stepResultSchema).optional(),
});

const doneResult = z.object({
  kind: z.literal("done"),
  done: z.literal(true),
  finalOutput: z.unknown(),
  completed: stepResultSchema.optional(),
  autoAdvanced: z.array(stepResultSchema).optional(),
});

const errorResult = z.object({
  kind: z.literal("error"),
  error: z.string(),
  step: z.string(),
  message: z.string(),
  retry: z.boolean(),
});

export const wireResultSchema = z.discriminatedUnion("kind", [promptResult, doneResult, errorResult]);

export type WireStepResult = z.infer<typeof stepResultSchema>;
export type WireResult = z.infer<typeof wireResultSchema>;
export type WirePrompt = z.infer<typeof promptResult>;

/** Checks one printed value; a shape we do not know is a bug worth a clear message. */
export function parseWire<T>(schema: z.ZodType<T>, printed: unknown): T {
  const parsed = schema.safeParse(printed);
  if (!parsed.success) throw new Error(`unexpected protocol output: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
