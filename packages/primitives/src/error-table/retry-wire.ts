// The wire facts of the retryable codes, constants of their own so a bundle that needs only them
// (a built skill's bin/mcp.cjs and mcp-http.cjs) keeps them and drops the words of the table.

/** How a retryable failure is answered in standard fields, besides the code in `_meta`. */
export interface RetryWire {
  /**
   * The JSON-RPC error answered in place of the tool result, over stdio and HTTP: from the block
   * -32050 to -32059 of the implementation-defined server errors, which neither the MCP SDK nor the
   * HTTP layer uses (-32000, -32001, -32002, -32020 to -32022, -32042).
   */
  readonly jsonRpcCode: number;
  /** The HTTP status of that answer over `--http`; `Retry-After` goes with 429 and 503. */
  readonly httpStatus: 200 | 429 | 503;
}

export const busy = { jsonRpcCode: -32050, httpStatus: 200 } as const satisfies RetryWire;
export const storeUnavailable = { jsonRpcCode: -32051, httpStatus: 503 } as const satisfies RetryWire;
export const sessionLimit = { jsonRpcCode: -32052, httpStatus: 429 } as const satisfies RetryWire;

/** The codes on which the very same call may succeed if sent again, each with how the wire says so. */
export const retryableErrors = {
  SESSION_BUSY: busy,
  SESSION_STORE_UNAVAILABLE: storeUnavailable,
  SESSION_LIMIT: sessionLimit,
} as const;

/** A code on which the same call may succeed if sent again. */
export type RetryableCode = keyof typeof retryableErrors;

/** True for a code on which the same call may succeed if sent again. */
export function isRetryableCode(code: string): code is RetryableCode {
  return Object.hasOwn(retryableErrors, code);
}
