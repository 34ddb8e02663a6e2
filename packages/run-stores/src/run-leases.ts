// What this process knows about the leases it holds: per run, the queue of its calls, the lease
// (token, and the local time by which the database surely still counts it as ours), the revision
// while it holds the lease (no one else can append then), and the revision it last left each run at.

export interface Held {
  readonly token: string;
  until: number;
  /** Kept after the call (and renewed by the append) rather than let go. */
  keep: boolean;
}

export interface RunLease {
  readonly id: string;
  /** Settles when the last queued call is done. */
  tail: Promise<void>;
  queued: number;
  held: Held | undefined;
  /** The run's revision, valid while `held` is. */
  revision: string | undefined;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/** How the append moves the lease: renewed for `token` when kept, else released with the append. */
export interface AppendLease {
  readonly token: string;
  readonly keep: boolean;
}

const lastLeftLimit = 4096;
/** Below this share of runs found where this process left them, it keeps no lease (a balancer spreads calls). */
const keepThreshold = 0.9;

export class RunLeases {
  private readonly runs = new Map<string, RunLease>();
  private readonly left = new Map<string, string>();
  /** A moving average, over takes of runs this process wrote before, of finding them where it left them. */
  private stickiness = 1;

  constructor(private readonly leaseMs: number) {}

  /** Waits for this process's earlier calls on `id` until `deadline`, then `busy()`; `done` lets the next one go. */
  protected async enqueue(
    id: string,
    deadline: number,
    busy: () => Error,
  ): Promise<{ readonly run: RunLease; readonly done: () => void }> {
    const run = this.runs.get(id) ?? {
      id,
      tail: Promise.resolve(),
      queued: 0,
      held: undefined,
      revision: undefined,
      timer: undefined,
    };
    this.runs.set(id, run);
    const previous = run.tail;
    let done = (): void => undefined;
    run.tail = new Promise<void>((resolve) => {
      done = resolve;
    });
    run.queued += 1;
    const finish = (): void => {
      run.queued -= 1;
      done();
      this.forgetIfIdle(run);
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<"late">((resolve) => {
      timer = setTimeout(
        () => {
          resolve("late");
        },
        Math.max(0, deadline - Date.now()),
      );
    });
    const first = await Promise.race([previous, late]);
    clearTimeout(timer);
    if (first === "late") {
      // Its place in the queue passes on once the calls before it are done.
      void previous.then(finish);
      throw busy();
    }
    clearTimeout(run.timer);
    run.timer = undefined;
    return { run, done: finish };
  }

  /** Whether this process holds `run`'s lease with at least `marginMs` of it left. */
  protected holds(run: RunLease, marginMs: number): boolean {
    return run.held !== undefined && Date.now() < run.held.until - marginMs;
  }

  /**
   * Whether to keep the lease of run `id`, just taken at `revision`: only when this process left the
   * run there (no one else wrote it since), and only while that holds for most runs it takes again.
   * Behind a balancer that spreads one run's calls over instances it seldom does, and a kept lease
   * would only make the next instance wait.
   */
  protected worthKeeping(id: string, revision: string): boolean {
    const left = this.left.get(id);
    if (left === undefined) return false;
    this.stickiness = 0.8 * this.stickiness + (left === revision ? 0.2 : 0);
    return left === revision && this.stickiness >= keepThreshold;
  }

  protected forgetIfIdle(run: RunLease): void {
    if (run.queued === 0 && run.held === undefined && this.runs.get(run.id) === run) this.runs.delete(run.id);
  }

  protected idleKept(): RunLease[] {
    return [...this.runs.values()].filter((run) => run.queued === 0 && run.held !== undefined);
  }

  /** The revision of run `id` while this process holds its lease; undefined when it must be asked. */
  known(id: string): string | undefined {
    const run = this.runs.get(id);
    return run !== undefined && this.holds(run, 0) ? run.revision : undefined;
  }

  /** What an append on `id` sends about the lease: this process's token when it holds it. */
  appendLease(id: string): AppendLease | undefined {
    const run = this.runs.get(id);
    return run?.held === undefined ? undefined : { token: run.held.token, keep: run.held.keep };
  }

  /** This process created run `id` at `revision`: its next call on it is likely here too. */
  created(id: string, revision: string): void {
    this.remember(id, revision);
  }

  /** The run was read at `revision`; known while the lease is held. */
  read(id: string, revision: string): void {
    const run = this.runs.get(id);
    if (run?.held !== undefined) run.revision = revision;
  }

  /** An append sent at `sentAt` left the run at `revision`, and renewed the lease if kept, else released it. */
  appended(id: string, revision: string, sentAt: number): void {
    this.remember(id, revision);
    const run = this.runs.get(id);
    if (run?.held === undefined) return;
    if (run.held.keep) {
      run.revision = revision;
      run.held.until = sentAt + this.leaseMs;
      return;
    }
    run.held = undefined;
    run.revision = undefined;
  }

  /** An append on `id` failed: the revision is unknown, and the lease, if still ours, is let go after the call. */
  failed(id: string): void {
    const run = this.runs.get(id);
    if (run === undefined) return;
    if (run.held !== undefined) run.held.keep = false;
    run.revision = undefined;
  }

  /** The runs `ids` are gone (expired): nothing to keep or let go. */
  dropped(ids: readonly string[]): void {
    for (const id of ids) {
      this.left.delete(id);
      const run = this.runs.get(id);
      if (run === undefined) continue;
      clearTimeout(run.timer);
      run.held = undefined;
      run.revision = undefined;
      this.forgetIfIdle(run);
    }
  }

  private remember(id: string, revision: string): void {
    this.left.delete(id);
    this.left.set(id, revision);
    const oldest = this.left.keys().next().value;
    if (this.left.size > lastLeftLimit && oldest !== undefined) this.left.delete(oldest);
  }
}
