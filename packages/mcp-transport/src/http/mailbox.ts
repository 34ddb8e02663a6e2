// Where a client's answer to a server-to-client request (an elicitation) waits for the instance that
// asked. Over HTTP the answer is a POST of its own, which a load balancer may send to any instance.
// Only an answer to a question this server asked, of this user, still open, is kept: anything else
// a caller posts is refused and stores nothing, so answers cannot fill a disk, a database or a heap.
import { createHash } from "node:crypto";

/** Questions one user may have open at once on one instance; a question past it fails at once. */
export const maxOpenQuestions = 32;
/** The largest answer kept (an elicitation answer is a small form). */
export const maxAnswerBytes = 64 * 1024;

const userKeys = new Map<string, string>();

/** A user's name in mailbox keys: hex, whatever characters the user id has (kept: a server has few users). */
export function userKey(user: string): string {
  let key = userKeys.get(user);
  if (key === undefined) {
    key = createHash("sha256").update(user, "utf8").digest("hex").slice(0, 16);
    if (userKeys.size >= 10_000) userKeys.clear();
    userKeys.set(user, key);
  }
  return key;
}

/** A place to leave one answer under a question's key and to wait for it. Small on purpose: a store is easy to add. */
export interface Mailbox {
  /** Opens the question `key` (`<user key>.<request id>`); false when its user has `maxOpenQuestions` open here. */
  ask(key: string): Promise<boolean>;
  /** Leaves `message` (JSON text) for whoever waits on `key`, here or on another instance, and closes the question; false, storing nothing, when no question is open under `key`. */
  post(key: string, message: string): Promise<boolean>;
  /** The answer left under `key`, taken (so no one else gets it); undefined after `timeoutMs` or an abort. Either way the question is closed. */
  wait(key: string, timeoutMs: number, signal?: AbortSignal): Promise<string | undefined>;
}

/** How many questions each user has open in this process (the user is the key's first part). */
export class OpenQuestionCount {
  private readonly byUser = new Map<string, number>();

  /** Counts one more for the key's user; false (nothing counted) when the user is at the bound. */
  open(key: string): boolean {
    const user = userOf(key);
    const open = this.byUser.get(user) ?? 0;
    if (open >= maxOpenQuestions) return false;
    this.byUser.set(user, open + 1);
    return true;
  }

  close(key: string): void {
    const user = userOf(key);
    const open = (this.byUser.get(user) ?? 0) - 1;
    if (open > 0) this.byUser.set(user, open);
    else this.byUser.delete(user);
  }
}

const userOf = (key: string): string => key.slice(0, Math.max(0, key.indexOf(".")));

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

/** One instance: answers are handed over in memory; one that comes before its waiter is kept until the question closes. */
export class MemoryMailbox implements Mailbox {
  private readonly waiters = new LocalWaiters();
  private readonly count = new OpenQuestionCount();
  private readonly open = new Set<string>();
  private readonly early = new Map<string, string>();

  ask(key: string): Promise<boolean> {
    const opened = this.count.open(key);
    if (opened) this.open.add(key);
    return Promise.resolve(opened);
  }

  post(key: string, message: string): Promise<boolean> {
    if (!this.open.delete(key)) return Promise.resolve(false);
    if (!this.waiters.deliver(key, message)) this.early.set(key, message);
    return Promise.resolve(true);
  }

  async wait(key: string, timeoutMs: number, signal?: AbortSignal): Promise<string | undefined> {
    try {
      return this.early.get(key) ?? (await this.waiters.wait(key, { timeoutMs, signal }));
    } finally {
      this.early.delete(key);
      this.open.delete(key);
      this.count.close(key);
    }
  }
}
