// A mailbox in messages that instances share (`RunMessages`): PostgreSQL's or Redis's, or files in
// the session folder of one machine. A waiter in the same process gets its message in
// memory, without the store; one on another instance finds it by looking every `pollMs`.
import type { RunMessages } from "@skill-kit/sessions";
import { LocalWaiters, type Mailbox } from "./mailbox.js";

/** Keys are `<user key>.<instance>.<n>` (a request id we made); anything else a client posts is not for us. */
const routedId = /^[0-9a-f]{16}\.[A-Za-z0-9_-]{1,64}\.\d{1,15}$/;

export class StoreMailbox implements Mailbox {
  private readonly waiters = new LocalWaiters();

  constructor(private readonly messages: RunMessages) {}

  async post(key: string, message: string): Promise<void> {
    if (!routedId.test(key) || this.waiters.deliver(key, message)) return;
    await this.messages.leave(key, message);
  }

  async wait(key: string, timeoutMs: number, signal?: AbortSignal): Promise<string | undefined> {
    if (!routedId.test(key)) return undefined;
    const found = await this.messages.take(key).catch(() => undefined);
    if (found !== undefined) return found;
    return this.waiters.wait(key, { timeoutMs, signal, poll: () => this.messages.take(key) });
  }
}
