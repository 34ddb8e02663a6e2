// Reads a file an agent or a user named, bounded by the bytes actually read: `stat` sizes are not
// trusted (a `/proc` file is regular with size 0, yet may never end), and only a regular file is
// read (a FIFO is opened without waiting for a writer, then refused). The one bounded read of the
// CLI's `@file` values, the loader's SKILL.md files and skill resources.
import { closeSync, constants, fstatSync, openSync, readSync, statSync, type Stats } from "node:fs";

/**
 * Why a file was not read: it cannot be opened or read (`code`, as `ENOENT`), it is not a regular
 * file (`kind`, as `"a directory"`), or it is over the limit (`size`: from `stat`, or undefined
 * when more than the limit was counted as it arrived).
 */
export type Unread = { readonly code: string } | { readonly kind: string } | { readonly size: number | undefined };

/** Options: `noFollow` refuses a symbolic link at `path` (code `ELOOP`) where the platform can. */
export interface ReadFileUpToOptions {
  readonly noFollow?: boolean;
}

/** Windows has no O_NONBLOCK or O_NOFOLLOW (its typings say otherwise). */
const { O_NONBLOCK = 0, O_NOFOLLOW = 0 } = constants as { readonly O_NONBLOCK?: number; readonly O_NOFOLLOW?: number };

/** The file's bytes, never more than `limit`, or why there are none. */
export function readFileUpTo(path: string, limit: number, options: ReadFileUpToOptions = {}): Buffer | Unread {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | O_NONBLOCK | (options.noFollow === true ? O_NOFOLLOW : 0));
  } catch (error) {
    return unopened(path, errorCode(error));
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) return { kind: kindOf(stats) };
    if (stats.size > limit) return { size: stats.size };
    return readBounded(fd, stats.size, limit) ?? { size: undefined };
  } catch (error) {
    return { code: errorCode(error) };
  } finally {
    closeSync(fd);
  }
}

/** `<what> is <size> bytes; the limit is <limit> bytes`, with "more than <limit>" for a size counted past it. */
export function tooLargeMessage(what: string, size: number | undefined, limit: number): string {
  return `${what} is ${size === undefined ? `more than ${String(limit)}` : String(size)} bytes; the limit is ${String(limit)} bytes`;
}

/** A socket cannot be opened (`ENXIO`): said as what it is, like a FIFO or a device. */
function unopened(path: string, code: string): Unread {
  if (code === "ENOENT" || code === "ENOTDIR" || code === "ELOOP") return { code };
  try {
    const stats = statSync(path);
    return stats.isFile() ? { code } : { kind: kindOf(stats) };
  } catch {
    return { code };
  }
}

function errorCode(error: unknown): string {
  return typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : "error";
}

function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return "a directory";
  if (stats.isFIFO()) return "a FIFO";
  if (stats.isSocket()) return "a socket";
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return "a device";
  return "not a regular file";
}

/**
 * Reads an open file to its end, but never more than `limit + 1` bytes, counted as they arrive:
 * undefined when there are more. `sizeHint` (from `stat`) only sizes the buffer. Buffers are whole
 * pages, so every read asks for a multiple of 8 bytes, as some `/proc` files require.
 */
function readBounded(fd: number, sizeHint: number, limit: number): Buffer | undefined {
  const page = 4096;
  const size = Math.ceil((Math.min(sizeHint, limit) + 1) / page) * page;
  const chunks: Buffer[] = [];
  let chunk = Buffer.allocUnsafe(size);
  let used = 0;
  let total = 0;
  for (;;) {
    const read = readSync(fd, chunk, used, chunk.length - used, null);
    if (read === 0) break;
    used += read;
    total += read;
    if (total > limit) return undefined;
    if (used === chunk.length) {
      chunks.push(chunk);
      chunk = Buffer.allocUnsafe(size);
      used = 0;
    }
  }
  chunks.push(chunk.subarray(0, used));
  return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, total);
}
