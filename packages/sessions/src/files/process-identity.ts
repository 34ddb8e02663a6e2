// Who holds a lock: a pid is not enough (pids are reused), so on Linux a lock also names the
// process's start time (field 22 of /proc/<pid>/stat) and the boot id. Elsewhere only the pid.
import { closeSync, constants, openSync, readSync } from "node:fs";

export interface ProcessIdentity {
  readonly pid: number;
  /** Clock ticks since boot when the process started; undefined where /proc is absent. */
  readonly startTime: string | undefined;
  readonly bootId: string | undefined;
}

/** Reads at most `limit` bytes of a small file, never following a link or waiting on a FIFO; undefined if it cannot. */
function readSmallFile(path: string, limit: number): string | undefined {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return undefined;
  }
  try {
    return readUpTo(fd, limit);
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/** At most `limit` bytes from an open file, counted as they are read (a size from `stat` is not trusted). */
export function readUpTo(fd: number, limit: number): string {
  const buffer = Buffer.alloc(limit);
  let length = 0;
  while (length < limit) {
    const read = readSync(fd, buffer, length, limit - length, null);
    if (read === 0) break;
    length += read;
  }
  return buffer.toString("utf8", 0, length);
}

function startTimeOf(pid: number): string | undefined {
  const stat = readSmallFile(`/proc/${String(pid)}/stat`, 4096);
  // The command name (field 2) may hold spaces and parentheses: fields are counted after its last ")".
  const fields = stat?.slice(stat.lastIndexOf(")") + 2).split(" ");
  return fields?.[19];
}

let bootId: string | undefined | null = null;
function currentBootId(): string | undefined {
  if (bootId === null) bootId = readSmallFile("/proc/sys/kernel/random/boot_id", 64)?.trim();
  return bootId;
}

let own: ProcessIdentity | undefined;
export function ownIdentity(): ProcessIdentity {
  own ??= { pid: process.pid, startTime: startTimeOf(process.pid), bootId: currentBootId() };
  return own;
}

export function formatIdentity(identity: ProcessIdentity): string {
  return [identity.pid, identity.startTime ?? "-", identity.bootId ?? "-"].join(" ");
}

export function parseIdentity(text: string): ProcessIdentity | undefined {
  const [pid, startTime, boot] = text.trim().split(" ");
  const number = Number(pid);
  if (!Number.isSafeInteger(number) || number <= 0) return undefined;
  const known = (value: string | undefined) => (value === undefined || value === "-" ? undefined : value);
  return { pid: number, startTime: known(startTime), bootId: known(boot) };
}

/**
 * The process is gone: no such pid, or the pid now belongs to another process (another start
 * time), or the machine has rebooted since (another boot id).
 */
export function isGone(identity: ProcessIdentity): boolean {
  const boot = currentBootId();
  if (identity.bootId !== undefined && boot !== undefined && identity.bootId !== boot) return true;
  try {
    process.kill(identity.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return true;
  }
  if (identity.startTime === undefined) return false;
  const now = startTimeOf(identity.pid);
  return now !== undefined && now !== identity.startTime;
}
