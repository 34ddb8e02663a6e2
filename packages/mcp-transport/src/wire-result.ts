// A completed step as the MCP tools' output schema describes it.
import * as z from "zod";

export const stepResultSchema = z.object({
  step: z.string(),
  response: z.unknown(),
  actionResult: z.unknown().optional(),
  result: z.unknown(),
});
