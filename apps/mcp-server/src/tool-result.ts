// Tool results: plain text for the model, or an error the model can read and act on.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

export function textResult(text: string): CallToolResult {
  return { content: [{ type: "text", text }] };
}

/** A refusal or failure: `isError` with the message, never a thrown error. */
export function errorResult(message: string): CallToolResult {
  return { content: [{ type: "text", text: message }], isError: true };
}

/** JSON for clients that read `content`, the same object as `structuredContent`. */
export function jsonResult(value: Readonly<Record<string, unknown>>): CallToolResult {
  return { content: [{ type: "text", text: JSON.stringify(value) }], structuredContent: { ...value } };
}
