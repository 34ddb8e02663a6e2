// Who may have a request read now: counts of requests and of the bytes they hold (their bodies until
// answered, their answers until the client has taken them), for the whole server and for each user.
// A request past a user's own share is refused with 429 (that user should slow down); past the
// server's, with 503 (the server is busy for everyone). Nothing is queued: a refusal costs
// no memory, and the caller is told when to try again.
import type { ServingLimits } from "./serving-limits.js";

/** Why a request is not read now: the status to answer and a message naming the limit and its flag. */
export interface Refusal {
  readonly status: 429 | 503;
  readonly message: string;
  /** Seconds to wait before trying again, when longer than `retryAfterSeconds` (a user's rate). */
  readonly retryAfter?: number;
}

interface Held {
  requests: number;
  bytes: number;
}

/** One admitted request's share: more body bytes as they arrive, its answer's unsent bytes, and its release when answered. */
export interface Ticket {
  /** Holds `bytes` more of body, or says why not (nothing held then). */
  readonly hold: (bytes: number) => Refusal | undefined;
  /** Counts `bytes` of answer written and not yet taken by the client: made already, so never refused. */
  readonly owe: (bytes: number) => void;
  /** Gives back `bytes` of answer the client has taken (handed to the operating system). */
  readonly repay: (bytes: number) => void;
  /** Why a large answer must not be added now: its user's or the server's bytes already fill their bound. */
  readonly crowded: () => Refusal | undefined;
  /** Gives back the request and every byte it held; a second call does nothing. */
  readonly release: () => void;
}

export class Admission {
  private readonly total: Held = { requests: 0, bytes: 0 };
  private readonly users = new Map<string, Held>();
  private readonly rates: UserRates;

  constructor(
    private readonly limits: ServingLimits,
    now: () => number = Date.now,
  ) {
    this.rates = new UserRates(limits.maxUserRate, now);
  }

  /** A ticket for one more request of `user`, or the refusal when the user or the server is at its limit. */
  enter(user: string): Ticket | Refusal {
    const waitMs = this.rates.take(user);
    if (waitMs > 0)
      return {
        ...tooMany(
          `this user sent more than ${String(this.limits.maxUserRate)} requests in the last second, the limit (--max-user-rate)`,
        ),
        retryAfter: Math.max(1, Math.ceil(waitMs / 1000)),
      };
    const held = this.users.get(user) ?? { requests: 0, bytes: 0 };
    const { maxRequests, maxUserRequests } = this.limits;
    if (held.requests >= maxUserRequests)
      return tooMany(`this user already has ${String(maxUserRequests)} requests in flight, the limit (--max-user-requests)`);
    if (this.total.requests >= maxRequests)
      return busy(`the server already has ${String(maxRequests)} requests in flight, the limit (--max-requests)`);
    const full = this.fullFor(held);
    if (full !== undefined) return full;
    held.requests += 1;
    this.total.requests += 1;
    this.users.set(user, held);
    let bytes = 0;
    let released = false;
    return {
      hold: (more) => {
        const refusal = this.refusalFor(held, more);
        if (refusal !== undefined || released) return refusal;
        bytes += more;
        held.bytes += more;
        this.total.bytes += more;
        return undefined;
      },
      owe: (more) => {
        if (released) return;
        bytes += more;
        held.bytes += more;
        this.total.bytes += more;
      },
      repay: (less) => {
        if (released) return;
        const given = Math.min(less, bytes);
        bytes -= given;
        held.bytes -= given;
        this.total.bytes -= given;
      },
      crowded: () => this.fullFor(held),
      release: () => {
        if (released) return;
        released = true;
        held.requests -= 1;
        held.bytes -= bytes;
        this.total.requests -= 1;
        this.total.bytes -= bytes;
        if (held.requests === 0) this.users.delete(user);
      },
    };
  }

  /** What is held now, all users together, and how many users hold anything. */
  get held(): { readonly requests: number; readonly bytes: number; readonly users: number } {
    return { ...this.total, users: this.users.size };
  }

  private refusalFor(held: Held, more: number): Refusal | undefined {
    const { maxInflightBytes, maxUserInflightBytes } = this.limits;
    if (held.bytes + more > maxUserInflightBytes)
      return tooMany(
        `this user's requests already hold ${String(held.bytes)} bytes of bodies and unsent answers and this one needs ${String(more)} more; the limit is ${String(maxUserInflightBytes)} (--max-user-inflight-bytes)`,
      );
    if (this.total.bytes + more > maxInflightBytes)
      return busy(
        `requests already hold ${String(this.total.bytes)} bytes of bodies and unsent answers and this one needs ${String(more)} more; the limit is ${String(maxInflightBytes)} (--max-inflight-bytes)`,
      );
    return undefined;
  }

  /** A refusal when the user's or the server's held bytes have reached their bound (answers not yet taken can push them past it). */
  private fullFor(held: Held): Refusal | undefined {
    const { maxInflightBytes, maxUserInflightBytes } = this.limits;
    if (held.bytes >= maxUserInflightBytes)
      return tooMany(
        `this user's requests already hold ${String(held.bytes)} bytes of bodies and answers its clients have not taken, the limit is ${String(maxUserInflightBytes)} (--max-user-inflight-bytes)`,
      );
    if (this.total.bytes >= maxInflightBytes)
      return busy(
        `requests already hold ${String(this.total.bytes)} bytes of bodies and answers their clients have not taken, the limit is ${String(maxInflightBytes)} (--max-inflight-bytes)`,
      );
    return undefined;
  }
}

/** True for a refusal, false for a ticket. */
export function isRefusal(entry: Ticket | Refusal): entry is Refusal {
  return "status" in entry;
}

function tooMany(why: string): Refusal {
  return { status: 429, message: `Too many requests: ${why}; try again later` };
}

function busy(why: string): Refusal {
  return { status: 503, message: `Service unavailable: ${why}; try again later` };
}

/**
 * Requests per user per second as a token bucket: `rate` tokens at most, refilled at `rate` a second;
 * a request takes one. Buckets that are full again are dropped, so only users active in the last
 * second are kept.
 */
class UserRates {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private sweptAt = 0;

  constructor(
    private readonly rate: number,
    private readonly now: () => number,
  ) {}

  /** 0 when `user` may send one more request now (it is counted), else the ms until one may. */
  take(user: string): number {
    const now = this.now();
    if (now - this.sweptAt >= 1000) this.sweep(now);
    const bucket = this.buckets.get(user) ?? { tokens: this.rate, at: now };
    bucket.tokens = Math.min(this.rate, bucket.tokens + ((now - bucket.at) * this.rate) / 1000);
    bucket.at = now;
    this.buckets.set(user, bucket);
    if (bucket.tokens < 1) return Math.ceil(((1 - bucket.tokens) * 1000) / this.rate);
    bucket.tokens -= 1;
    return 0;
  }

  private sweep(now: number): void {
    this.sweptAt = now;
    for (const [user, bucket] of this.buckets) if (now - bucket.at >= 1000) this.buckets.delete(user);
  }
}
