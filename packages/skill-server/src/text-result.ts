// A plain-text tool result for the model. (Failures and JSON results are mcp-transport's
// `toolFailure` and `jsonToolResult`, shared through `@skill-kit/mcp-transport/internal`.)
import type { CallToolResult } from "@modelcontextprotocol/server";

export function textResult(text: string): CallToolResult {
  return { content: [{ type: "text", text }] };
}
