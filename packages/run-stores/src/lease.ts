// A per-run lock held as a lease: taken with a token, renewed while the work runs, released only
// by its token. A holder that disappears (a crash, a lost connection) loses it when the lease ends.
import type { SessionError } from "@skill-kit/core";

export interface LeaseOps {
  /** Takes the lease for `token`: true, false when another holds it, "missing" when the run does not exist. */
  take(token: string, leaseMs: number): Promise<boolean | "missing">;
  renew(token: string, leaseMs: number): Promise<void>;
  release(token: string): Promise<void>;
}

export interface LeaseTiming {
  readonly leaseMs: number;
  readonly waitMs: number;
  readonly busy: () => SessionError;
}

export async function withLease<T>(ops: LeaseOps, work: () => Promise<T>, timing: LeaseTiming): Promise<T> {
  const token = crypto.randomUUID();
  const deadline = Date.now() + timing.waitMs;
  for (;;) {
    const taken = await ops.take(token, timing.leaseMs);
    if (taken === "missing") return work();
    if (taken) break;
    if (Date.now() > deadline) throw timing.busy();
    await new Promise((wake) => setTimeout(wake, 10 + Math.random() * 20));
  }
  const renewal = setInterval(() => {
    ops.renew(token, timing.leaseMs).catch(() => {
      // the store is down: the lease may end; the append's fencing check still guards the run
    });
  }, timing.leaseMs / 3);
  try {
    return await work();
  } finally {
    clearInterval(renewal);
    await ops.release(token).catch(() => {
      // the store is down: the lease ends by itself
    });
  }
}
