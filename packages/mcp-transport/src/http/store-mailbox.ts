// A mailbox in messages that instances share (`RunMessages`): PostgreSQL's or Redis's, or files in
// the session folder of one machine. A question is a marker message (`asked.<key>`) that the answer's
// POST takes, on whichever instance it lands, before the answer is left; no marker, nothing is left.
// A waiter in the same process gets its answer in memory, without the store; one on another
// instance finds it by looking every `pollMs`.
import type { RunMessages } from "@skill-kit/sessions";
import { LocalWaiters, OpenQuestionCount, type Mailbox } from "./mailbox.js";

/** Keys are `<user key>.<instance>.<n>` (a request id we made); anything else a client posts is not for us. */
const routedId = /^[0-9a-f]{16}\.[A-Za-z0-9_-]{1,64}\.\d{1,15}$/;
const marker = (key: string): string => `asked.${key}`;

export class StoreMailbox implements Mailbox {
  private readonly waiters = new LocalWaiters();
  private readonly count = new OpenQuestionCount();

  constructor(private readonly messages: RunMessages) {}

  async ask(key: string): Promise<boolean> {
    if (!routedId.test(key) || !this.count.open(key)) return false;
    try {
      await this.messages.leave(marker(key), "{}");
    } catch (error) {
      this.count.close(key);
      throw error;
    }
    return true;
  }

  async post(key: string, message: string): Promise<boolean> {
    if (!routedId.test(key) || (await this.messages.take(marker(key))) === undefined) return false;
    if (!this.waiters.deliver(key, message)) await this.messages.leave(key, message);
    return true;
  }

  async wait(key: string, timeoutMs: number, signal?: AbortSignal): Promise<string | undefined> {
    if (!routedId.test(key)) return undefined;
    try {
      const found = await this.messages.take(key).catch(() => undefined);
      if (found !== undefined) return found;
      return await this.waiters.wait(key, { timeoutMs, signal, poll: () => this.messages.take(key) });
    } finally {
      this.count.close(key);
      // Unanswered: the question closes, so a late answer is refused rather than kept.
      await this.messages.take(marker(key)).catch(() => undefined);
    }
  }
}
