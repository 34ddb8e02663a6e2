// Session files a process keeps open while it keeps their runs' locks (a stdio MCP server): an
// append then writes through the open descriptor, and a revision is read from it, instead of
// opening the file or looking its path up on every call. A file removed or replaced meanwhile
// (its inode has no name left) is let go, and the path is used again.
// (The store takes them as `heldFiles`; only the kept-lock store holds any: a CLI step never does.)
import { closeSync, constants, fstatSync, openSync, type BigIntStats } from "node:fs";
import type { HeldSessionFiles } from "../index.js";

const held = new Map<string, number>();

/** Keeps `path` open for appends until `releaseSessionFile`; nothing when it is not a regular file now. */
export function holdSessionFile(path: string): void {
  if (held.has(path)) return;
  let fd: number;
  try {
    fd = openSync(path, constants.O_WRONLY | constants.O_APPEND | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return; // not made yet, or not ours to open: every call goes by its path
  }
  if (fstatSync(fd).isFile()) held.set(path, fd);
  else closeSync(fd);
}

export function releaseSessionFile(path: string): void {
  const fd = held.get(path);
  if (fd === undefined) return;
  held.delete(path);
  closeSync(fd);
}

/**
 * The held descriptor of `path` and its stat, or undefined when it is not held or its file no
 * longer has a name (removed, or replaced by a rename): then it is let go.
 */
function heldSessionFile(path: string): { readonly fd: number; readonly stat: BigIntStats } | undefined {
  const fd = held.get(path);
  if (fd === undefined) return undefined;
  const stat = fstatSync(fd, { bigint: true });
  if (stat.nlink > 0n) return { fd, stat };
  releaseSessionFile(path);
  return undefined;
}

/** The held files, as `fileRunStore`'s `heldFiles` takes them. */
export const heldSessionFiles: HeldSessionFiles = { held: heldSessionFile };
