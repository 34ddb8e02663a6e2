// A session lock kept between calls by a process that owns its runs (a stdio MCP server): the lock
// file is made once and stays while calls keep coming, then goes after `keepMs` without one. Other
// processes still wait for it exactly as for a lock held during a call, so one advance at a time
// per run holds across processes; calls in this process queue behind each other instead
// (docs/decisions/2026-11-27-kept-session-lock.md). A process waiting for the lock marks itself
// beside it: the next call here lets the lock go and takes it again only after the waiter's turn
// (docs/decisions/2026-11-29-fair-kept-lock.md).
// It is the `./kept-lock` entry of @skill-kit/sessions and uses the package only through its root
// entry (`../index.js`), so a bundle that keeps sessions in another file (a built skill's bin/mcp.cjs,
// which shares the step program's) takes this module alone: a CLI step never loads it
// (docs/decisions/2026-11-29-kept-lock-in-sessions.md).
import { closeSync, constants, existsSync, fstatSync, openSync } from "node:fs";
import { acquireLock, fileRunStore, lockWaiter, releaseLock, type FileRunStoreOptions, type RunStore } from "../index.js";
import { heldSessionFiles, holdSessionFile, releaseSessionFile } from "./held-session-files.js";

/**
 * The session files, each run's lock kept `keepLockMs` after a call for this process's next call
 * on it: for a process that owns its runs, such as a stdio MCP server. A call then makes and
 * removes no lock file; another process waits up to `keepLockMs` longer for the run.
 */
export function fileRunStoreKeepingLocks(options: FileRunStoreOptions & { readonly keepLockMs: number }): RunStore {
  const store = fileRunStore({ ...options, heldFiles: heldSessionFiles });
  const timeoutMs = options.lockTimeoutMs ?? 15_000;
  return {
    ...store,
    lock: (id, work) => {
      let path: string;
      try {
        path = store.runKey(id);
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      return withKeptSessionLock(path, work, { timeoutMs, keepMs: options.keepLockMs });
    },
  };
}

interface KeptLock {
  /** The lock file this process made: its inode, and a descriptor open on it; undefined until a call has taken it. */
  made: { readonly ino: bigint; readonly fd: number } | undefined;
  /** The session file the lock is for. */
  readonly session: string;
  /** Settles when the last queued call is done. */
  tail: Promise<void>;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** A waiter that let its turn pass (a stopped process): its marker's inode, and until when it is not given way to again. */
  passedOver: { readonly waiter: bigint; readonly until: number } | undefined;
  /** When a call last looked for a waiter's marker (`Date.now()`). */
  waiterCheckedAt: number;
}

const kept = new Map<string, KeptLock>();
let exitHookSet = false;

/** Runs `work` holding the session's lock, kept `keepMs` after it for this process's next call. */
export async function withKeptSessionLock<T>(
  sessionPath: string,
  work: () => Promise<T>,
  options: { readonly timeoutMs: number; readonly keepMs: number },
): Promise<T> {
  const lock = `${sessionPath}.lock`;
  const entry = kept.get(lock) ?? newEntry(lock, sessionPath);
  const previous = entry.tail;
  let done = (): void => undefined;
  entry.tail = new Promise<void>((resolve) => {
    done = resolve;
  });
  await previous;
  clearTimeout(entry.timer);
  try {
    // Another process waits for this run: its turn comes before this call's.
    const waiter = entry.made === undefined ? undefined : waiterNow(lock, entry);
    if (waiter !== undefined && !isPassedOver(entry, waiter)) await giveWay(lock, entry, waiter);
    // Removed by hand (or by `expire`) since the last call: take it again like anyone else.
    while (entry.made === undefined || fstatSync(entry.made.fd, { bigint: true }).nlink === 0n) {
      forgetLock(entry);
      entry.made = madeLock(lock, await acquireLock(lock, options.timeoutMs));
    }
    // Appends and revisions go through the open session file while the lock is kept.
    holdSessionFile(sessionPath);
    return await work();
  } finally {
    entry.timer = setTimeout(() => {
      letGo(lock, entry);
    }, options.keepMs);
    entry.timer.unref();
    done();
  }
}

/**
 * How often calls look for a waiter's marker: a call in a hot loop looks at most this often (a
 * waiter is seen this much later at worst; its own tries are 5 to 15 ms apart), so a loop of calls
 * does not pay a file lookup each.
 */
const waiterCheckMs = 20;

function waiterNow(lock: string, entry: KeptLock): bigint | undefined {
  const now = Date.now();
  if (now - entry.waiterCheckedAt < waiterCheckMs) return undefined;
  entry.waiterCheckedAt = now;
  return lockWaiter(lock);
}

/** How long a lock let go for a waiter stays free for it before this process takes it again. */
const waiterTurnMs = 250;
/** How long a waiter that let its turn pass is not given way to again (so that a stopped one costs each call nothing). */
const passOverMs = 1000;

/**
 * Lets the kept lock go for the process whose waiter marker has inode `waiter`, and waits until
 * that process has taken the lock (or another has), its marker is gone (it had its turn, or gave
 * up), or `waiterTurnMs` has passed: then this process takes the lock again like anyone else. A
 * waiter that let its turn pass is passed over for `passOverMs`.
 */
async function giveWay(lock: string, entry: KeptLock, waiter: bigint): Promise<void> {
  if (entry.made !== undefined) releaseLock(lock, entry.made.ino);
  forgetLock(entry);
  const deadline = Date.now() + waiterTurnMs;
  for (;;) {
    if (existsSync(lock) || lockWaiter(lock) !== waiter) return;
    if (Date.now() >= deadline) break;
    await new Promise((wake) => setTimeout(wake, 2));
  }
  entry.passedOver = { waiter, until: Date.now() + passOverMs };
}

function isPassedOver(entry: KeptLock, waiter: bigint): boolean {
  return entry.passedOver !== undefined && entry.passedOver.waiter === waiter && Date.now() < entry.passedOver.until;
}

function newEntry(lock: string, session: string): KeptLock {
  if (!exitHookSet) {
    exitHookSet = true;
    process.once("exit", () => {
      for (const [path, entry] of kept) letGo(path, entry);
    });
  }
  const entry: KeptLock = {
    made: undefined,
    session,
    tail: Promise.resolve(),
    timer: undefined,
    passedOver: undefined,
    waiterCheckedAt: Number.NEGATIVE_INFINITY,
  };
  kept.set(lock, entry);
  return entry;
}

/**
 * The lock just made, with a descriptor on it (a lock removed later shows as an inode without a
 * name); undefined when it is already gone, to be taken again.
 */
function madeLock(lock: string, ino: bigint): KeptLock["made"] {
  let fd: number;
  try {
    fd = openSync(lock, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    releaseLock(lock, ino);
    throw error;
  }
  if (fstatSync(fd, { bigint: true }).ino === ino) return { ino, fd };
  closeSync(fd);
  return undefined;
}

function forgetLock(entry: KeptLock): void {
  if (entry.made !== undefined) closeSync(entry.made.fd);
  entry.made = undefined;
}

/** Called only when no call is queued (each call clears the timer before its work). */
function letGo(lock: string, entry: KeptLock): void {
  clearTimeout(entry.timer);
  if (kept.get(lock) === entry) kept.delete(lock);
  releaseSessionFile(entry.session);
  if (entry.made !== undefined) releaseLock(lock, entry.made.ino);
  forgetLock(entry);
}
