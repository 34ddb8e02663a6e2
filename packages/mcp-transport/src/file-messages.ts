// Messages between the processes that share a session folder on one machine (`RunMessages` for the
// session files, which have none of their own): one file each in `<session dir>/messages`, written
// under a temporary name and renamed into place, and taken by renaming it away first, so exactly one
// taker reads it.
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { checkMessageKey, messageLifetimeMs, type RunMessages } from "@skill-kit/sessions";

/** Messages in `folder`, created 0700 when missing; ones nobody took within their lifetime are removed now. */
export function fileMessages(folder: string): RunMessages {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  removeStale(folder);
  return {
    leave: (key, message) =>
      settled(() => {
        const temporary = join(folder, `.${checkMessageKey(key)}.${randomBytes(6).toString("hex")}.tmp`);
        writeFileSync(temporary, message, { mode: 0o600 });
        renameSync(temporary, join(folder, `${key}.json`));
      }),
    take: (key) =>
      settled(() => {
        const taken = join(folder, `.${checkMessageKey(key)}.${randomBytes(6).toString("hex")}.taken`);
        try {
          renameSync(join(folder, `${key}.json`), taken);
        } catch {
          return undefined;
        }
        try {
          return readFileSync(taken, "utf8");
        } finally {
          unlinkSync(taken);
        }
      }),
  };
}

/** `work`'s value as a promise; what it throws, a rejection. */
function settled<T>(work: () => T): Promise<T> {
  return new Promise((resolve) => {
    resolve(work());
  });
}

function removeStale(folder: string): void {
  const now = Date.now();
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    try {
      if (now - statSync(path).mtimeMs > messageLifetimeMs) unlinkSync(path);
    } catch {
      // Taken or removed by another process meanwhile.
    }
  }
}
