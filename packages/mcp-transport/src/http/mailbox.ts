// Where a client's answer to a server-to-client request (an elicitation) waits for the instance that
// asked. Over HTTP the answer is a POST of its own, which a load balancer may send to any instance.

/** A place to leave one message under a key and to wait for it. Small on purpose: a store is easy to add. */
export interface Mailbox {
  /** Leaves `message` (JSON text) under `key` for whoever waits on it, here or on another instance. */
  post(key: string, message: string): Promise<void>;
  /** The message left under `key`, taken (so no one else gets it); undefined after `timeoutMs` or an abort. */
  wait(key: string, timeoutMs: number, signal?: AbortSignal): Promise<string | undefined>;
}

/** Waiters in this process, by key: a message for one of them is handed over without a store. */
export class LocalWaiters {
  private readonly waiting = new Map<string, (message: string) => void>();

  /** Hands `message` to a waiter in this process; false when none waits on `key`. */
  deliver(key: string, message: string): boolean {
    const take = this.waiting.get(key);
    if (take === undefined) return false;
    this.waiting.delete(key);
    take(message);
    return true;
  }

  /** Waits here for `key`; `poll` (when given) looks elsewhere every `pollMs` until a message or the end. */
  wait(
    key: string,
    options: {
      readonly timeoutMs: number;
      readonly signal?: AbortSignal | undefined;
      readonly poll?: () => Promise<string | undefined>;
    },
  ): Promise<string | undefined> {
    return new Promise((resolve) => {
      if (options.signal?.aborted === true) {
        resolve(undefined);
        return;
      }
      const finish = (message: string | undefined): void => {
        clearTimeout(timer);
        clearInterval(poller);
        options.signal?.removeEventListener("abort", aborted);
        if (this.waiting.get(key) === finish) this.waiting.delete(key);
        resolve(message);
      };
      const aborted = (): void => {
        finish(undefined);
      };
      options.signal?.addEventListener("abort", aborted);
      this.waiting.set(key, finish);
      const timer = setTimeout(aborted, options.timeoutMs);
      const { poll } = options;
      // One look at a time; a store that fails to answer is asked again at the next tick.
      let looking = false;
      const poller =
        poll === undefined
          ? undefined
          : setInterval(() => {
              if (looking) return;
              looking = true;
              poll()
                .then((found) => {
                  if (found !== undefined) finish(found);
                })
                .catch(() => undefined)
                .finally(() => {
                  looking = false;
                });
            }, pollMs);
    });
  }
}

/** How often a store's mailbox looks for a message left by another instance. */
const pollMs = 25;

/** One instance: messages are handed over in memory; one that nobody waits for yet is kept for a minute. */
export class MemoryMailbox implements Mailbox {
  private readonly waiters = new LocalWaiters();
  private readonly early = new Map<string, string>();

  post(key: string, message: string): Promise<void> {
    if (!this.waiters.deliver(key, message)) {
      this.early.set(key, message);
      setTimeout(() => this.early.delete(key), 60_000).unref();
    }
    return Promise.resolve();
  }

  wait(key: string, timeoutMs: number, signal?: AbortSignal): Promise<string | undefined> {
    const kept = this.early.get(key);
    if (kept !== undefined) {
      this.early.delete(key);
      return Promise.resolve(kept);
    }
    return this.waiters.wait(key, { timeoutMs, signal });
  }
}
