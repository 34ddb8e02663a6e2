// One advance at a time per session: an exclusive lock file holding the owner's pid.
import { closeSync, constants, openSync, readFileSync, statSync, unlinkSync, writeSync } from "node:fs";
import { UsageError } from "../usage-error.js";

export async function withSessionLock<T>(sessionPath: string, work: () => Promise<T>, timeoutMs = 15_000): Promise<T> {
  const lock = `${sessionPath}.lock`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (tryLock(lock)) break;
    if (isStale(lock)) {
      try {
        unlinkSync(lock);
      } catch {
        // another waiter removed it first
      }
      continue;
    }
    if (Date.now() > deadline) throw new UsageError(`session is busy: another call holds ${lock} (remove it if no skill process is running)`);
    await new Promise((wake) => setTimeout(wake, 5 + Math.random() * 10));
  }
  try {
    return await work();
  } finally {
    try {
      unlinkSync(lock);
    } catch {
      // already gone
    }
  }
}

function tryLock(lock: string): boolean {
  try {
    const fd = openSync(lock, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o600);
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/** A lock whose owner process is gone (killed mid-call) is stale. */
function isStale(lock: string): boolean {
  let pid: number;
  let age: number;
  try {
    pid = Number.parseInt(readFileSync(lock, "utf8"), 10);
    age = Date.now() - statSync(lock).mtimeMs;
  } catch {
    return false;
  }
  // An empty lock is either being written right now or was left by a process killed in between.
  if (!Number.isInteger(pid) || pid <= 0) return age > 2000;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}
