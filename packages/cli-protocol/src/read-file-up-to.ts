// Reads a file an agent or a user named, bounded by the bytes actually read: `stat` sizes are not
// trusted (a `/proc` file is regular with size 0, yet may never end), and only a regular file is
// read (a FIFO is opened without waiting for a writer, then refused).
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from "node:fs";

/** Why a file was not read: it cannot be opened (`code`), it is not a regular file (`kind`), or it is over the limit (`size`, when `stat` told). */
export type Unread = { readonly code: string } | { readonly kind: string } | { readonly size: number | undefined };

/** Windows has no O_NONBLOCK (its typings say otherwise). */
const { O_NONBLOCK = 0 } = constants as { readonly O_NONBLOCK?: number };

export function readFileUpTo(path: string, limit: number): string | Unread {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | O_NONBLOCK);
  } catch (error) {
    return { code: (error as NodeJS.ErrnoException).code ?? "error" };
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) return { kind: kindOf(stats) };
    if (stats.size > limit) return { size: stats.size };
    const bytes = readBounded(fd, stats.size, limit);
    return bytes === undefined ? { size: undefined } : bytes.toString("utf8");
  } catch (error) {
    return { code: (error as NodeJS.ErrnoException).code ?? "error" };
  } finally {
    closeSync(fd);
  }
}

function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return "a folder";
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
export function readBounded(fd: number, sizeHint: number, limit: number): Buffer | undefined {
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
