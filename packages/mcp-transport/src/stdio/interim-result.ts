// A 2026-07-28 input-required result sent over stdio without the server identity the SDK stamps on
// every result: the client already has it (the call's final result carries it, and `server/discover`
// gives it), and it was 86 of the bytes a question costs on the wire each time it is asked
// (docs/decisions/2026-11-29-compact-request-state.md). Anything else in `_meta` is kept.
import type { Result } from "@modelcontextprotocol/server";

const serverInfoKey = "io.modelcontextprotocol/serverInfo";

/** `result` without the server identity in its `_meta` when it is an input-required result; else `result` itself. */
export function interimResult(result: Result): Result {
  if (result["resultType"] !== "input_required") return result;
  const meta = result._meta;
  if (meta === undefined || !(serverInfoKey in meta)) return result;
  const rest = Object.fromEntries(Object.entries(meta).filter(([key]) => key !== serverInfoKey));
  const trimmed = Object.fromEntries(Object.entries(result).filter(([key]) => key !== "_meta"));
  return Object.keys(rest).length === 0 ? trimmed : { ...trimmed, _meta: rest };
}
