// What one sandboxed call keeps on the host side: its deadline, its console output, why it was stopped,
// and the host calls still in flight, which the call waits on and refuses once it has ended.
import type { QuickJSDeferredPromise } from "quickjs-emscripten-core";
import type { CodeModeLimits } from "./limits.js";

/** Why the host stopped the code: the time limit, or the output limit. */
export type StopReason = "time" | "output";

export class CallState {
  readonly deadline: number;
  output = "";
  stopped: StopReason | undefined;
  ended = false;
  hostCalls = 0;
  private readonly inFlight = new Set<QuickJSDeferredPromise>();
  private wake: (() => void) | undefined;

  constructor(readonly limits: Required<CodeModeLimits>) {
    this.deadline = Date.now() + limits.timeMs;
  }

  /** The engine's interrupt handler: true stops the running code (uncatchable inside the sandbox). */
  readonly interrupt = (): boolean => {
    if (this.stopped === undefined && Date.now() > this.deadline) this.stopped = "time";
    return this.stopped !== undefined;
  };

  /** Keeps one line of console output; past the limit, stops the call. */
  print(text: string): void {
    if (this.output.length + text.length + 1 > this.limits.outputChars) {
      this.stopped = "output";
      throw new Error(`console output is over the limit of ${this.limits.outputChars} characters`);
    }
    this.output += `${text}\n`;
  }

  get waiting(): number {
    return this.inFlight.size;
  }

  /** A host call began; `settle` ends it. */
  track(deferred: QuickJSDeferredPromise): void {
    this.inFlight.add(deferred);
  }

  /** A host call settled (or was dropped): the call's loop may go on. */
  settled(deferred: QuickJSDeferredPromise): void {
    this.inFlight.delete(deferred);
    this.wake?.();
  }

  /** Waits for a host call to settle; resolves false instead at the deadline. */
  async nextSettled(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    try {
      return await new Promise<boolean>((resolve) => {
        this.wake = () => {
          resolve(true);
        };
        timer = setTimeout(
          () => {
            resolve(false);
          },
          Math.max(0, this.deadline - Date.now()),
        );
      });
    } finally {
      this.wake = undefined;
      clearTimeout(timer);
    }
  }

  /** The call is over: host calls still in flight are dropped, and later calls refused. */
  end(): void {
    this.ended = true;
    for (const deferred of this.inFlight) deferred.dispose();
    this.inFlight.clear();
  }
}
