// One file of a skill read safely: opened without following a link and without waiting on a FIFO, its
// size checked before a byte is read. A file over the limit, or anything not a regular file, is not read.
import { closeSync, constants, type Dirent, fstatSync, openSync, readFileSync } from "node:fs";
import type { ContentFile, UnreadEntry } from "./skill-contents.js";

/** 10 MiB: no skill file an agent reads needs more, and a scan must not hold gigabytes in memory. */
export const defaultMaxFileBytes = 10 * 1024 * 1024;

/** Windows has neither flag (nor FIFOs); elsewhere a link swapped in is refused and a FIFO opens without waiting. */
const openFlags =
  process.platform === "win32" ? constants.O_RDONLY : constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;

/** What a directory entry that is neither file, folder nor link is; undefined for those three. */
export function specialKind(entry: Dirent): string | undefined {
  if (entry.isFIFO()) return "a FIFO (named pipe)";
  if (entry.isSocket()) return "a socket";
  if (entry.isBlockDevice()) return "a block device";
  if (entry.isCharacterDevice()) return "a character device";
  return undefined;
}

function sizeText(bytes: number): string {
  const units = ["B", "KiB", "MiB", "GiB", "TiB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${String(bytes)} B` : `${value.toFixed(1)} ${units[unit] ?? ""}`;
}

export interface CheckedRead {
  readonly path: string;
  readonly full: string;
  readonly maxBytes: number;
}

/** The file's contents, or why it was left unread. */
export function readFileChecked({ path, full, maxBytes }: CheckedRead): ContentFile | UnreadEntry {
  const fd = openSync(full, openFlags);
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) return { path, kind: "special", detail: "not a regular file" };
    if (stats.size > maxBytes) return { path, kind: "oversized", detail: sizeText(stats.size) };
    return { path, bytes: readFileSync(fd), executable: (stats.mode & 0o111) !== 0 };
  } finally {
    closeSync(fd);
  }
}
