// What a failed call tells the client besides its message: the error's code and whether the very
// same call may succeed if sent again, in the result's `_meta` (docs/errors.md). A retryable one
// is also said the standard way: the stdio wire answers it as a JSON-RPC error of its own code
// (`retryableCallError`), so a client that reads only standard fields tells "try again later" from
// "this run cannot go on" (docs/decisions/2026-11-29-actionable-errors.md).

/** The `_meta` key of a failed call's code. */
export const errorMetaKey = "skill-kit/error";

export interface CodedFailure {
  readonly code: string;
  /** True when sending the same call again, unchanged, may succeed (a lock held, a database away). */
  readonly retryable: boolean;
  /** When the cause is known to pass by then (a live run expiring), the milliseconds to wait first. */
  readonly retryAfterMs?: number;
}

/**
 * The JSON-RPC error code of each retryable failure, from the implementation-defined server-error
 * range (-32000 to -32099), in a block of its own (-32050 to -32059) away from those the MCP SDK
 * and this server's HTTP layer use (-32000, -32001, -32002, -32020 to -32022, -32042).
 */
export const retryableErrorCodes = {
  SESSION_BUSY: -32050,
  SESSION_STORE_UNAVAILABLE: -32051,
  SESSION_LIMIT: -32052,
} as const satisfies Readonly<Record<string, number>>;

type RetryableCode = keyof typeof retryableErrorCodes;

function isRetryableCode(code: string): code is RetryableCode {
  return Object.hasOwn(retryableErrorCodes, code);
}

export function codedFailure(code: string, retryAfterMs?: number): CodedFailure {
  const retryable = isRetryableCode(code);
  const after = retryable && retryAfterMs !== undefined && Number.isSafeInteger(retryAfterMs) && retryAfterMs >= 0;
  return { code, retryable, ...(after ? { retryAfterMs } : {}) };
}

/** The `error` of a JSON-RPC answer for a retryable failure. */
export interface RetryableCallError {
  readonly code: (typeof retryableErrorCodes)[RetryableCode];
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
  return { code: retryableErrorCodes[code], message: textOf(result["content"]), data: { code, retryable: true, ...after } };
}

function textOf(content: unknown): string {
  const first: unknown = Array.isArray(content) ? content[0] : undefined;
  return isObject(first) && typeof first["text"] === "string" ? first["text"] : "The call failed; it may succeed if sent again.";
}

function isObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null;
}
