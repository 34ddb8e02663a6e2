// A run's lock held as a lease in the database: taken with a token, renewed while the work runs,
// released only by its token; a holder that disappears loses it when the lease ends. A process that
// is the only writer of a run keeps the lease `keepMs` after a call, so its next call on the run
// costs no take and no revision query: only the append, which renews the lease in the same
// statement (docs/decisions/2026-11-26-one-round-trip-per-advance.md).
import type { SessionError } from "@skill-kit/core";
import { RunLeases, type Held, type RunLease } from "./run-leases.js";

/** What one store does in the database for a run's lease. */
export interface LeaseOps {
  /** Takes the lease for `token` (or renews it when `token` holds it): the run's revision, or why not. */
  take(token: string, leaseMs: number): Promise<{ readonly revision: string } | "busy" | "missing">;
  renew(token: string, leaseMs: number): Promise<void>;
  release(token: string): Promise<void>;
}

export interface LeaseTiming {
  readonly leaseMs: number;
  /** How long a call waits for the lock (behind this process's calls, then another's lease). */
  readonly waitMs: number;
  /** How long a lease is kept after a call for this process's next call; 0: let go at once. */
  readonly keepMs: number;
  readonly busy: (id: string) => SessionError;
}

export class KeptLeases extends RunLeases {
  constructor(private readonly timing: LeaseTiming) {
    super(timing.leaseMs);
  }

  /** Runs `work` holding run `id`'s lease; calls of this process on the run queue behind each other. */
  async lock<T>(id: string, ops: LeaseOps, work: () => Promise<T>): Promise<T> {
    const deadline = Date.now() + this.timing.waitMs;
    const { run, done } = await this.enqueue(id, deadline, () => this.timing.busy(id));
    try {
      if (!this.holds(run, this.timing.leaseMs / 2)) await this.take(run, ops, deadline);
      const renewal = setInterval(() => {
        const held = run.held;
        if (held === undefined) return;
        const sentAt = Date.now();
        ops.renew(held.token, this.timing.leaseMs).then(
          () => {
            if (run.held === held) held.until = sentAt + this.timing.leaseMs;
          },
          () => {
            // the store is down: the lease may end; the append's fencing check still guards the run
          },
        );
      }, this.timing.leaseMs / 3);
      try {
        return await work();
      } finally {
        clearInterval(renewal);
      }
    } finally {
      await this.settle(run, ops);
      done();
    }
  }

  private async take(run: RunLease, ops: LeaseOps, deadline: number): Promise<void> {
    const token = run.held?.token ?? crypto.randomUUID();
    run.held = undefined;
    run.revision = undefined;
    for (;;) {
      const sentAt = Date.now();
      const taken = await ops.take(token, this.timing.leaseMs);
      if (taken === "missing") return;
      if (taken !== "busy") {
        const held: Held = { token, until: sentAt + this.timing.leaseMs, keep: false };
        held.keep = this.timing.keepMs > 0 && this.worthKeeping(run.id, taken.revision);
        run.held = held;
        run.revision = taken.revision;
        return;
      }
      if (Date.now() > deadline) throw this.timing.busy(run.id);
      await new Promise((wake) => setTimeout(wake, 10 + Math.random() * 20));
    }
  }

  /** After a call: keeps the lease for the next one, or lets it go. */
  private async settle(run: RunLease, ops: LeaseOps): Promise<void> {
    const held = run.held;
    if (held === undefined) return;
    if (held.keep && this.holds(run, 0)) {
      run.timer = setTimeout(() => {
        this.letGo(run, ops).catch(() => undefined);
      }, this.timing.keepMs);
      run.timer.unref();
      return;
    }
    await this.letGo(run, ops);
  }

  private async letGo(run: RunLease, ops: LeaseOps): Promise<void> {
    const held = run.held;
    run.held = undefined;
    run.revision = undefined;
    this.forgetIfIdle(run);
    if (held !== undefined)
      await ops.release(held.token).catch(() => {
        // the store is down: the lease ends by itself
      });
  }

  /** Lets go of every lease kept between calls (none in a call); for `close`. */
  async releaseKept(ops: (id: string) => LeaseOps): Promise<void> {
    await Promise.all(
      this.idleKept().map((run) => {
        clearTimeout(run.timer);
        return this.letGo(run, ops(run.id));
      }),
    );
  }
}
