// One advance at a time per session: an exclusive lock file naming its holder. A lock whose holder
// is gone is taken over by exactly one waiter (docs/decisions/2026-11-24-session-lock.md). A waiter
// announces itself with a marker beside the lock, so that a process keeping the lock between its
// calls lets it go (docs/decisions/2026-11-29-fair-kept-lock.md).
import { closeSync, constants, existsSync, fstatSync, lstatSync, openSync, readdirSync, unlinkSync, writeSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { SessionError } from "@skill-kit/core";
import { formatIdentity, isGone, ownIdentity, parseIdentity, readUpTo } from "./process-identity.js";

/** How long a lock may stay empty (its holder killed between creating and writing it) before it counts as stale. */
const emptyLockMs = 2000;
/** A lock's text is one short line: "<pid> <start time> <boot id> <nonce>". */
const lockTextLimit = 256;

let locksMade = 0;

export async function withSessionLock<T>(sessionPath: string, work: () => Promise<T>, timeoutMs = 15_000): Promise<T> {
  const lock = `${sessionPath}.lock`;
  const ino = await acquireLock(lock, timeoutMs);
  try {
    return await work();
  } finally {
    releaseLock(lock, ino);
  }
}

/**
 * Takes `lock` (a lock file's path), waiting for its holder up to `timeoutMs`; resolves with the
 * inode of the lock made. While it waits, it keeps a waiter marker beside the lock (its own, or
 * another live waiter's), and removes its own once it has the lock or gives up.
 */
export async function acquireLock(lock: string, timeoutMs: number): Promise<bigint> {
  const deadline = Date.now() + timeoutMs;
  const marker = waiterMarker(lock);
  let announced: bigint | undefined;
  try {
    let held: { readonly ino: bigint } | undefined;
    while ((held = tryLock(lock)) === undefined) {
      const seen = readLock(lock);
      if (seen !== undefined && isStale(seen)) {
        takeOver(lock, seen);
        continue;
      }
      if (Date.now() > deadline)
        throw new SessionError("SESSION_BUSY", {
          message: `session is busy: another call holds ${lock} (remove it if no skill process is running)`,
        });
      if (announced === undefined || !isLockHeld(marker, announced)) announced = announce(marker);
      await new Promise((wake) => setTimeout(wake, 5 + Math.random() * 10));
    }
    return held.ino;
  } finally {
    if (announced !== undefined) releaseLock(marker, announced);
  }
}

/** The marker a process waiting for `lock` makes beside it: a file naming the waiter, like a lock. */
const waiterMarker = (lock: string): string => `${lock}.waiter`;

/** Makes the waiter marker (its inode), or leaves another live waiter's; one whose waiter is gone is removed, to be made next time. */
function announce(marker: string): bigint | undefined {
  const made = tryLock(marker);
  if (made !== undefined) return made.ino;
  const seen = readLock(marker);
  if (seen !== undefined && isStale(seen)) takeOver(marker, seen);
  return undefined;
}

/**
 * The inode of the waiter marker of `lock` when a live process waits for it (one `access` call
 * when none does); a marker whose waiter is gone (killed while it waited) is removed and does not count.
 */
export function lockWaiter(lock: string): bigint | undefined {
  const marker = waiterMarker(lock);
  if (!existsSync(marker)) return undefined;
  const seen = readLock(marker);
  if (seen === undefined) return undefined;
  if (!isStale(seen)) return seen.ino;
  takeOver(marker, seen);
  return undefined;
}

/** Whether `lock` is still the lock file of inode `ino` (nobody removed it by hand). */
function isLockHeld(lock: string, ino: bigint): boolean {
  try {
    return lstatSync(lock, { bigint: true }).ino === ino;
  } catch {
    return false;
  }
}

function tryLock(lock: string): { readonly ino: bigint } | undefined {
  let fd: number;
  try {
    fd = openSync(lock, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return undefined;
    throw error;
  }
  try {
    locksMade += 1;
    writeSync(fd, `${formatIdentity(ownIdentity())} ${process.hrtime.bigint().toString(36)}.${String(locksMade)}\n`);
    return { ino: fstatSync(fd, { bigint: true }).ino };
  } finally {
    closeSync(fd);
  }
}

/** A lock as found: its inode, its text and its age. Refuses anything but a regular file, without reading it. */
interface SeenLock {
  readonly ino: bigint;
  readonly text: string;
  readonly ageMs: number;
}

function readLock(lock: string): SeenLock | undefined {
  let fd: number;
  try {
    fd = openSync(lock, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return undefined;
    if (code === "ELOOP")
      throw new SessionError("SESSION_UNSAFE", {
        message: `the session lock ${lock} is a symbolic link, not a lock file: remove it if no skill process is running`,
      });
    throw error;
  }
  try {
    const stat = fstatSync(fd, { bigint: true });
    if (!stat.isFile())
      throw new SessionError("SESSION_UNSAFE", {
        message: `the session lock ${lock} is not a regular file: remove it if no skill process is running`,
      });
    const text = readUpTo(fd, lockTextLimit);
    return { ino: stat.ino, text, ageMs: Date.now() - Number(stat.mtimeMs) };
  } finally {
    closeSync(fd);
  }
}

function isStale(seen: SeenLock): boolean {
  if (seen.text === "") return seen.ageMs > emptyLockMs;
  const holder = parseIdentity(seen.text);
  return holder === undefined ? seen.ageMs > emptyLockMs : isGone(holder);
}

/**
 * Removes a stale lock so that exactly one waiter does it. The waiter first claims it: an
 * exclusive file named after the lock's own text (unique per lock: it ends in a nonce), so a
 * claim can never be mistaken for one on another lock. Claims are numbered; one whose claimant is
 * gone (killed in these few calls) is passed over by the next number. Holding a claim, the waiter
 * checks that the lock still holds the same text, and only then unlinks it. A stale lock's holder
 * is gone and cannot release it, so the text cannot change under a claim.
 */
function takeOver(lock: string, seen: SeenLock): void {
  const key = claimKey(seen);
  for (let number = 0; ; number += 1) {
    const claim = `${lock}.claim-${key}.${String(number)}`;
    const made = tryLock(claim);
    if (made === undefined) {
      const other = readLock(claim);
      if (other === undefined || !isStale(other)) return;
      continue;
    }
    try {
      const now = readLock(lock);
      if (now !== undefined && now.ino === seen.ino && now.text === seen.text) unlinkSync(lock);
    } finally {
      removeClaims(lock, key);
    }
    return;
  }
}

function claimKey(seen: SeenLock): string {
  const nonce = seen.text.trim().split(" ").at(-1) ?? "";
  return /^[0-9a-z.]{1,40}$/.test(nonce) && seen.text.trim().split(" ").length === 4 ? nonce : `i${seen.ino.toString(36)}`;
}

function removeClaims(lock: string, key: string): void {
  const prefix = `${basename(lock)}.claim-${key}.`;
  for (const name of readdirSync(dirname(lock))) {
    if (!name.startsWith(prefix)) continue;
    try {
      unlinkSync(join(dirname(lock), name));
    } catch {
      // another waiter's cleanup removed it first
    }
  }
}

/** Removes the lock only if it is still the one this call made. */
export function releaseLock(lock: string, ino: bigint): void {
  try {
    if (isLockHeld(lock, ino)) unlinkSync(lock);
  } catch {
    // already gone
  }
}
