// A completed step as the MCP tools send it: `response` only when it is not the same as `result`
// (the usual step has neither action nor save), neither when it is the output the agent just sent.
import * as z from "zod";

export const stepResultSchema = z.object({
  step: z.string(),
  response: z.unknown().optional().describe("The validated output, when it differs from result"),
  actionResult: z.unknown().optional(),
  result: z.unknown().optional().describe("What later steps see of it, when it is not the output just sent"),
});
