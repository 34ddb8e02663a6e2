// At most `limit` workflow processes at once: further calls wait in a queue, first come first
// served. When the client leaves, every live process is stopped (SIGTERM, then SIGKILL after a
// grace period), so the server never outlives its client by an action's time limit.
import type { ChildProcess } from "node:child_process";
import { runProcess, type ProcessInput, type ProcessResult } from "./run-process.js";

export interface PooledResult extends ProcessResult {
  /** Milliseconds the call waited for a free slot; undefined when it got one at once. */
  readonly queuedMs: number | undefined;
}

export class ProcessPool {
  private running = 0;
  private stopped = false;
  private readonly waiting: (() => void)[] = [];
  private readonly live = new Set<ChildProcess>();

  constructor(readonly limit: number) {}

  async run(input: ProcessInput): Promise<PooledResult> {
    const queuedAt = Date.now();
    const queued = this.running >= this.limit;
    if (queued) await new Promise<void>((start) => this.waiting.push(start));
    if (this.stopped)
      return { code: null, stdout: "", stderr: "the server is stopping: its client has gone", queuedMs: Date.now() - queuedAt };
    this.running += 1;
    try {
      const result = await runProcess(input, (child) => {
        this.live.add(child);
        child.once("close", () => this.live.delete(child));
      });
      return { ...result, queuedMs: queued ? Date.now() - queuedAt : undefined };
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }

  /** Refuses what is queued, sends SIGTERM to every live process, SIGKILL to those alive after `graceMs`; resolves when all are gone. */
  async stop(graceMs: number): Promise<void> {
    this.stopped = true;
    for (const start of this.waiting.splice(0)) start();
    const children = [...this.live];
    const gone = children.map(
      (child) =>
        new Promise<void>((done) => {
          if (child.exitCode !== null || child.signalCode !== null) done();
          else
            child.once("close", () => {
              done();
            });
        }),
    );
    for (const child of children) child.kill("SIGTERM");
    const timer = setTimeout(() => {
      for (const child of this.live) child.kill("SIGKILL");
    }, graceMs);
    await Promise.all(gone);
    clearTimeout(timer);
  }
}
