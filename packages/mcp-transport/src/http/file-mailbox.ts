// A mailbox in a folder that instances on one machine share (e.g. `<session-dir>/mailbox`): a message
// is written to a temporary name and renamed into place, and taken by renaming it away first, so
// exactly one waiter reads it. A waiter in the same process gets it in memory, without the folder.
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { LocalWaiters, mailboxKeyPattern, type Mailbox } from "./mailbox.js";

/** Messages nobody took within this long are removed by the next instance that starts. */
const staleMs = 60 * 60_000;

export class FileMailbox implements Mailbox {
  private readonly waiters = new LocalWaiters();

  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    this.removeStale();
  }

  post(key: string, message: string): Promise<void> {
    if (!mailboxKeyPattern.test(key)) return Promise.resolve();
    if (this.waiters.deliver(key, message)) return Promise.resolve();
    const temporary = join(this.dir, `.${key}.${randomBytes(6).toString("hex")}.tmp`);
    writeFileSync(temporary, message, { mode: 0o600 });
    renameSync(temporary, join(this.dir, `${key}.json`));
    return Promise.resolve();
  }

  wait(key: string, timeoutMs: number, signal?: AbortSignal): Promise<string | undefined> {
    if (!mailboxKeyPattern.test(key)) return Promise.resolve(undefined);
    const found = this.take(key);
    if (found !== undefined) return Promise.resolve(found);
    return this.waiters.wait(key, { timeoutMs, signal, poll: () => this.take(key) });
  }

  /** The message under `key` when there is one, removed: the rename makes the take exclusive. */
  private take(key: string): string | undefined {
    const taken = join(this.dir, `.${key}.${randomBytes(6).toString("hex")}.taken`);
    try {
      renameSync(join(this.dir, `${key}.json`), taken);
    } catch {
      return undefined;
    }
    try {
      return readFileSync(taken, "utf8");
    } finally {
      unlinkSync(taken);
    }
  }

  private removeStale(): void {
    const now = Date.now();
    for (const name of readdirSync(this.dir)) {
      const path = join(this.dir, name);
      try {
        if (now - statSync(path).mtimeMs > staleMs) unlinkSync(path);
      } catch {
        // Taken or removed by another instance meanwhile.
      }
    }
  }
}
