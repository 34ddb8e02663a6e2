// The bounds on connections, slow requests and concurrent work both HTTP servers keep, their defaults,
// and how the flags that change them are checked (docs/serving.md "Bounds and their defaults").
import type { HttpFlagValues } from "@skill-kit/node";
import { UsageError } from "@skill-kit/primitives/errors";

export interface ServingLimits {
  /** The request's headers must all arrive within this many ms (`--headers-timeout`). */
  readonly headersTimeoutMs: number;
  /** The whole request, headers and body, must arrive within this many ms (`--request-timeout`). */
  readonly requestTimeoutMs: number;
  /** Open connections at most; one past it is answered 503 and closed (`--max-connections`). */
  readonly maxConnections: number;
  /** Requests being read or answered at once, all users together; past it 503 (`--max-requests`). */
  readonly maxRequests: number;
  /** Requests of one user (bearer token) at once; past it 429 (`--max-user-requests`). */
  readonly maxUserRequests: number;
  /** Request body bytes held at once, all users together; past it 503 (`--max-inflight-bytes`). */
  readonly maxInflightBytes: number;
  /** Request body bytes of one user held at once; past it 429 (`--max-user-inflight-bytes`). */
  readonly maxUserInflightBytes: number;
  /**
   * Requests one user may start per second, averaged over a second: a second's worth may come at
   * once, then this many a second; past it 429 with the wait in `Retry-After` (`--max-user-rate`).
   */
  readonly maxUserRate: number;
  /**
   * Connections from one address open and not yet past their token (no request with a known token
   * on them yet: connecting, sending headers slowly, or refused 401); one more is answered 429 and
   * closed (`--max-address-pending`).
   */
  readonly maxAddressPending: number;
}

export const defaultServingLimits: ServingLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  maxConnections: 1024,
  maxRequests: 256,
  maxUserRequests: 64,
  maxInflightBytes: 64 * 1024 * 1024,
  maxUserInflightBytes: 16 * 1024 * 1024,
  maxUserRate: 1000,
  maxAddressPending: 128,
};

/** Seconds a refused caller is told to wait (`Retry-After`) before trying again. */
export const retryAfterSeconds = 1;

type LimitFlag = keyof ServingLimits;

const flagOf: Readonly<Record<LimitFlag, string>> = {
  headersTimeoutMs: "--headers-timeout",
  requestTimeoutMs: "--request-timeout",
  maxConnections: "--max-connections",
  maxRequests: "--max-requests",
  maxUserRequests: "--max-user-requests",
  maxInflightBytes: "--max-inflight-bytes",
  maxUserInflightBytes: "--max-user-inflight-bytes",
  maxUserRate: "--max-user-rate",
  maxAddressPending: "--max-address-pending",
};

/** The largest value each flag takes: a day for the timeouts, 2^31 for bytes, a million for counts. */
const ceilingOf: Readonly<Record<LimitFlag, number>> = {
  headersTimeoutMs: 86_400_000,
  requestTimeoutMs: 86_400_000,
  maxConnections: 1_000_000,
  maxRequests: 1_000_000,
  maxUserRequests: 1_000_000,
  maxInflightBytes: 2 ** 31,
  maxUserInflightBytes: 2 ** 31,
  maxUserRate: 1_000_000,
  maxAddressPending: 1_000_000,
};

function positive(key: LimitFlag, text: string | undefined): number {
  if (text === undefined) return defaultServingLimits[key];
  const flag = flagOf[key];
  const max = ceilingOf[key];
  if (!/^\d{1,15}$/.test(text) || Number(text) < 1 || Number(text) > max)
    throw new UsageError(`${flag} needs a whole number from 1 to ${String(max)}; found ${JSON.stringify(text)}`);
  return Number(text);
}

/**
 * The limits the flags ask for, the defaults for those not given; a `UsageError` naming the flag for a bad
 * number, or for limits that contradict each other (a per-user limit over the server's, a request
 * timeout shorter than the headers timeout, a body limit over the bytes in flight).
 */
export function servingLimits(values: HttpFlagValues, maxBody: number): ServingLimits {
  const limits: ServingLimits = {
    headersTimeoutMs: positive("headersTimeoutMs", values.headersTimeout),
    requestTimeoutMs: positive("requestTimeoutMs", values.requestTimeout),
    maxConnections: positive("maxConnections", values.maxConnections),
    maxRequests: positive("maxRequests", values.maxRequests),
    maxUserRequests: positive("maxUserRequests", values.maxUserRequests),
    maxInflightBytes: positive("maxInflightBytes", values.maxInflightBytes),
    maxUserInflightBytes: positive("maxUserInflightBytes", values.maxUserInflightBytes),
    maxUserRate: positive("maxUserRate", values.maxUserRate),
    maxAddressPending: positive("maxAddressPending", values.maxAddressPending),
  };
  if (limits.requestTimeoutMs < limits.headersTimeoutMs)
    throw new UsageError(
      `--request-timeout (${String(limits.requestTimeoutMs)} ms) covers the headers too: it must be at least --headers-timeout (${String(limits.headersTimeoutMs)} ms)`,
    );
  if (limits.maxUserRequests > limits.maxRequests)
    throw new UsageError(
      `--max-user-requests (${String(limits.maxUserRequests)}) must be at most --max-requests (${String(limits.maxRequests)})`,
    );
  if (limits.maxUserInflightBytes > limits.maxInflightBytes)
    throw new UsageError(
      `--max-user-inflight-bytes (${String(limits.maxUserInflightBytes)}) must be at most --max-inflight-bytes (${String(limits.maxInflightBytes)})`,
    );
  if (maxBody > limits.maxUserInflightBytes)
    throw new UsageError(
      `--max-body (${String(maxBody)}) must be at most --max-user-inflight-bytes (${String(limits.maxUserInflightBytes)}): a body that large could never be read`,
    );
  return limits;
}
