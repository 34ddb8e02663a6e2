// What a failed call tells the client besides its message: the error's code and whether the very
// same call may succeed if sent again, in the result's `_meta` (docs/errors.md). A retryable one
// is also said the standard way: the stdio wire answers it as a JSON-RPC error of its own code
// (`retryableCallError`), so a client that reads only standard fields tells "try again later" from
// "this run cannot go on" (docs/decisions/2026-11-29-actionable-errors.md). Which codes are retryable,
// and their JSON-RPC codes, is the error table's (`@skill-kit/primitives/error-table`).
import { isRetryableCode, retryableErrors, type RetryableCode } from "@skill-kit/primitives/error-table";

/** The `_meta` key of a failed call's code. */
export const errorMetaKey = "skill-kit/error";

export interface CodedFailure {
  /** An error table code; a skill-kit error from elsewhere may carry one this copy does not know. */
  readonly code: string;
  /** True when sending the same call again, unchanged, may succeed (a lock held, a database away). */
  readonly retryable: boolean;
  /** When the cause is known to pass by then (a live run expiring), the milliseconds to wait first. */
  readonly retryAfterMs?: number;
}

/** The failure of a call with `code`: retryable as the error table says. */
export function codedFailure(code: string, retryAfterMs?: number): CodedFailure {
  const retryable = isRetryableCode(code);
  const after = retryable && retryAfterMs !== undefined && Number.isSafeInteger(retryAfterMs) && retryAfterMs >= 0;
  return { code, retryable, ...(after ? { retryAfterMs } : {}) };
}

/** The `error` of a JSON-RPC answer for a retryable failure. */
export interface RetryableCallError {
  /** The code's JSON-RPC error code (error table: -32050 to -32059). */
  readonly code: number;
  readonly message: string;
  readonly data: { readonly code: RetryableCode; readonly retryable: true; readonly retryAfterMs?: number };
}

/**
 * The JSON-RPC error to answer in place of `result` when it is a tool result for a retryable coded
 * failure (`isError` with `_meta["skill-kit/error"].retryable`); undefined for every other result,
 * which is sent as it is. The message is the result's text.
 */
export function retryableCallError(result: unknown): RetryableCallError | undefined {
  // The common case first, and cheaply: a result that is not a failure.
  if (!isObject(result) || result["isError"] !== true) return undefined;
  const meta = result["_meta"];
  const failure = isObject(meta) ? meta[errorMetaKey] : undefined;
  if (!isObject(failure) || failure["retryable"] !== true) return undefined;
  const { code, retryAfterMs } = failure;
  if (typeof code !== "string" || !isRetryableCode(code)) return undefined;
  const after = typeof retryAfterMs === "number" ? { retryAfterMs } : {};
  return {
    code: retryableErrors[code].jsonRpcCode,
    message: textOf(result["content"]),
    data: { code, retryable: true, ...after },
  };
}

function textOf(content: unknown): string {
  const first: unknown = Array.isArray(content) ? content[0] : undefined;
  return isObject(first) && typeof first["text"] === "string" ? first["text"] : "The call failed; it may succeed if sent again.";
}

function isObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null;
}
