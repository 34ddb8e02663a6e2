// A `tools/call` answered beside the SDK's dispatch: the hot path of a stdio server, where one
// client makes call after call. The owner of a tool takes the calls it can answer exactly as the
// SDK would (the same result, byte for byte on the wire) and leaves every other to the SDK.
import type { CallToolResult, McpServer, RequestId } from "@modelcontextprotocol/server";

/**
 * The result of calling tool `name` with `args` (request `id`), or undefined to leave the call to
 * the SDK. It is asked only on a 2025-era connection the SDK has initialized, for a request whose
 * params hold nothing but `name` and `arguments`.
 */
export type DirectCall = (name: unknown, args: unknown, id: RequestId) => Promise<CallToolResult> | undefined;

/** A server to serve over stdio, with the calls it answers directly. */
export interface StdioServer {
  readonly server: McpServer;
  readonly directCall: DirectCall | undefined;
}

/** The name and arguments of a call that holds nothing else (no `_meta`, no task), else undefined. */
export function plainCall(params: unknown): { readonly name: unknown; readonly args: unknown } | undefined {
  if (typeof params !== "object" || params === null) return undefined;
  for (const key in params) if (key !== "name" && key !== "arguments") return undefined;
  return { name: "name" in params ? params.name : undefined, args: "arguments" in params ? params.arguments : undefined };
}
