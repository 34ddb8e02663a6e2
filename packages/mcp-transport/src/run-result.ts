// McpResult: the protocol result as the MCP tools return it (§12.4), and its tool-result wrapping.
import type { CallToolResult } from "@modelcontextprotocol/server";
import type { RunResult } from "./tool-schemas.js";
import type { StoredResult } from "@skill-kit/sessions";
import { errorMetaKey, type CodedFailure } from "./coded-failure.js";

/** The result of `start`/`advance` for `session`: `kind` becomes `status`, nothing else is lost. */
export function runResultOf(session: string, result: StoredResult): RunResult {
  if (result.kind === "error")
    return { session, status: "error", step: result.step, message: result.message, retry: result.retry };
  const trail = {
    ...(result.completed ? { completed: result.completed } : {}),
    ...(result.autoAdvanced ? { autoAdvanced: [...result.autoAdvanced] } : {}),
  };
  if (result.kind === "done") return { session, status: "done", finalOutput: result.finalOutput ?? null, ...trail };
  const preamble = result.preamble === undefined ? {} : { preamble: result.preamble };
  return {
    session,
    status: "prompt",
    step: result.step,
    prompt: result.prompt,
    schema: result.schema ?? null,
    ...preamble,
    ...trail,
  };
}

/** An error the agent can act on: `retry: true` when calling again with corrected input can succeed. */
export function refusal(input: {
  readonly session?: string;
  readonly step?: string;
  readonly message: string;
  readonly retry: boolean;
}): RunResult {
  return { session: input.session ?? "", status: "error", step: input.step ?? "", message: input.message, retry: input.retry };
}

/** JSON text for clients that read `content`, the same object as `structuredContent`. */
export function jsonToolResult(value: Readonly<Record<string, unknown>>): CallToolResult {
  return { content: [{ type: "text", text: JSON.stringify(value) }], structuredContent: { ...value } };
}

/**
 * A call that failed (a throwing action, invalid params, a run store away): `isError` with the
 * message as plain text and, for a coded error, its code and whether to retry in `_meta`.
 */
export function toolFailure(message: string, error?: CodedFailure): CallToolResult {
  return {
    content: [{ type: "text", text: message }],
    isError: true,
    ...(error === undefined ? {} : { _meta: { [errorMetaKey]: { ...error } } }),
  };
}
