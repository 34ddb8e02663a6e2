// Bounded reading of files a user names (issue 16): sizes from `stat` are not trusted.
import { readSync } from "node:fs";

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
