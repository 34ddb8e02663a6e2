// Hashes one listed file of a skill without holding the event loop: the path must still lead inside
// the skill folder (links resolved), to a regular file opened without following a link swapped in,
// read in chunks with the hash updated between them. The open file must be the one `expected` was
// stat-ed from, unchanged until the last byte; anything else means the folder changed, and the
// snapshot is taken again.
import { createHash } from "node:crypto";
import { constants } from "node:fs";
import { open, realpath, type FileHandle } from "node:fs/promises";
import { isAbsolute, join, relative, sep } from "node:path";
import { stampOf, type Stats } from "./file-stamp.js";
import { resourceSegments } from "./resource-path.js";

/** Windows has no O_NONBLOCK or O_NOFOLLOW (its typings say otherwise). */
const { O_NONBLOCK = 0, O_NOFOLLOW = 0 } = constants as { readonly O_NONBLOCK?: number; readonly O_NOFOLLOW?: number };
const chunkBytes = 64 * 1024;

export interface HashedFile {
  readonly digest: string;
  /** The bytes, when asked for (SKILL.md, for its frontmatter). */
  readonly bytes?: Buffer;
}

export interface HashFileOptions {
  /** The skill folder, its links resolved. */
  readonly folder: string;
  /** The listed path, relative to the folder. */
  readonly path: string;
  /** What `stat` said of the path before: the file read must be this one, unchanged. */
  readonly expected: Stats;
  readonly keepBytes: boolean;
}

/** The file's digest (and bytes), or "changed" when it is not the file `expected` describes any more. */
export async function hashSkillFile(options: HashFileOptions): Promise<HashedFile | "changed"> {
  let real: string;
  try {
    real = await realpath(join(options.folder, ...resourceSegments(options.path)));
  } catch {
    return "changed";
  }
  const inside = relative(options.folder, real);
  if (inside === ".." || inside.startsWith(`..${sep}`) || isAbsolute(inside)) return "changed";
  let handle: FileHandle;
  try {
    handle = await open(real, constants.O_RDONLY | O_NONBLOCK | O_NOFOLLOW);
  } catch {
    return "changed";
  }
  try {
    const stamp = stampOf(options.expected);
    const opened = await handle.stat({ bigint: true });
    if (!opened.isFile() || stampOf(opened) !== stamp) return "changed";
    const read = await hashHandle(handle, Number(options.expected.size), options.keepBytes);
    if (read === undefined || stampOf(await handle.stat({ bigint: true })) !== stamp) return "changed";
    return read;
  } finally {
    await handle.close();
  }
}

/** Hashes `size` bytes chunk by chunk; undefined when the file holds another number of bytes. */
async function hashHandle(handle: FileHandle, size: number, keepBytes: boolean): Promise<HashedFile | undefined> {
  const hash = createHash("sha256");
  const kept = keepBytes ? Buffer.allocUnsafe(size) : undefined;
  const chunk = Buffer.allocUnsafe(Math.min(chunkBytes, size + 1));
  let total = 0;
  for (;;) {
    const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
    if (bytesRead === 0) break;
    if (total + bytesRead > size) return undefined;
    hash.update(chunk.subarray(0, bytesRead));
    kept?.set(chunk.subarray(0, bytesRead), total);
    total += bytesRead;
  }
  if (total !== size) return undefined;
  const digest = `sha256:${hash.digest("hex")}`;
  return kept === undefined ? { digest } : { digest, bytes: kept };
}
