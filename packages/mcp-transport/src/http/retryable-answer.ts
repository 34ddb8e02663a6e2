// A retryable failure said the standard HTTP way: a tool call that failed because a store is away
// (`SESSION_STORE_UNAVAILABLE`) is answered 503, one refused because its user has as many live runs
// as the store allows (`SESSION_LIMIT`) 429, both with `Retry-After`, and a run held by another call
// for a moment (`SESSION_BUSY`) 200, as over stdio; the body is the JSON-RPC error stdio answers with (`retryableCallError`:
// code -32051, -32052 or -32050, `data: { code, retryable: true, retryAfterMs? }`). Looked for in an
// answer's one and only chunk, before its head is written: the whole answer of a call that asked
// nothing first. The statuses are the error table's (`@skill-kit/primitives/error-table`; docs/errors.md
// "HTTP statuses", docs/decisions/2026-11-29-http-fairness.md).
import { retryableErrors } from "@skill-kit/primitives/error-table";
import { errorMetaKey, retryableCallError, type RetryableCallError } from "../coded-failure.js";
import { retryAfterSeconds } from "./serving-limits.js";

/** An answer sent in place of a retryable failure's result. */
export interface RetryableAnswer {
  readonly status: 200 | 429 | 503;
  /** Seconds, for `Retry-After` (sent with 429 and 503). */
  readonly retryAfter: number;
  /** The whole JSON body: a JSON-RPC error with the request's id. */
  readonly body: string;
}

/** Answers no larger are looked into; a failure's answer is a few hundred bytes. */
const largestLooked = 16 * 1024;
const marker = Buffer.from(`"${errorMetaKey}"`);

/**
 * The answer to send instead of `chunk` (an event stream's or a JSON answer's whole body) when it
 * answers a request with a retryable failure; undefined for everything else, which costs a search
 * for the `_meta` key in a small chunk and nothing in a large one.
 */
export function retryableAnswer(chunk: Uint8Array): RetryableAnswer | undefined {
  if (chunk.length > largestLooked || Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length).indexOf(marker) < 0)
    return undefined;
  const response = onlyMessage(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length).toString("utf8"));
  if (response === undefined) return undefined;
  const error = retryableCallError(response["result"]);
  const id = response["id"];
  if (error === undefined || (typeof id !== "string" && typeof id !== "number")) return undefined;
  return {
    status: statusOf(error),
    retryAfter: Math.max(retryAfterSeconds, Math.ceil((error.data.retryAfterMs ?? 0) / 1000)),
    body: JSON.stringify({ jsonrpc: "2.0", id, error }),
  };
}

/** The HTTP status of a retryable failure, as the error table gives it. */
function statusOf(error: RetryableCallError): 200 | 429 | 503 {
  return retryableErrors[error.data.code].httpStatus;
}

/** The one JSON-RPC message of a JSON body or of an event stream of one event; undefined otherwise. */
function onlyMessage(text: string): Readonly<Record<string, unknown>> | undefined {
  let json = text;
  if (!text.startsWith("{")) {
    const data = text.split("\n").filter((line) => line.startsWith("data:"));
    if (data.length !== 1 || (text.match(/\n\n/g) ?? []).length > 1) return undefined;
    json = (data[0] ?? "").slice("data:".length);
  }
  try {
    const message: unknown = JSON.parse(json);
    return typeof message === "object" && message !== null && !Array.isArray(message) && "result" in message
      ? { ...message }
      : undefined;
  } catch {
    return undefined;
  }
}
