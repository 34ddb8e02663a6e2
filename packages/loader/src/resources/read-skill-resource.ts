// Reads one file of a skill by relative path: contained in the skill folder (symbolic links resolved),
// regular files only (no devices or FIFOs), and capped in size.
import { closeSync, constants, fstatSync, openSync, readSync, realpathSync, statSync, type Stats } from "node:fs";
import { isAbsolute, join, relative, sep } from "node:path";
import { resourceSegments } from "./resource-path.js";
import { checkLimit } from "../check-limit.js";
import { LoaderError, ResourceError } from "../loader-error.js";

/** Options: `maxBytes` caps the file size (default 1 MiB). */
export interface ReadResourceOptions {
  readonly maxBytes?: number;
}

/** A file read from a skill. `text` is the bytes decoded as UTF-8 (invalid sequences replaced). */
export interface SkillResource {
  readonly relativePath: string;
  readonly absolutePath: string;
  readonly size: number;
  readonly bytes: Uint8Array;
  readonly text: string;
}

function errorCode(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error ? String(error.code) : undefined;
}

function kind(stats: Stats): string {
  if (stats.isDirectory()) return "a directory";
  if (stats.isFIFO()) return "a FIFO";
  if (stats.isSocket()) return "a socket";
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return "a device";
  return "not a regular file";
}

function realFolder(directory: string): string {
  try {
    return realpathSync.native(directory);
  } catch (error) {
    throw new LoaderError({ code: "IO_ERROR", message: `skill folder ${directory} cannot be resolved`, cause: error });
  }
}

function realTarget(target: string, relativePath: string): string {
  try {
    return realpathSync.native(target);
  } catch (error) {
    const code = errorCode(error);
    if (code === "ENOENT" || code === "ENOTDIR") {
      throw new ResourceError({
        code: "RESOURCE_NOT_FOUND",
        message: `resource '${relativePath}' does not exist in the skill folder`,
        data: { path: relativePath },
      });
    }
    if (code === "ELOOP") {
      throw new ResourceError({
        code: "RESOURCE_PATH_INVALID",
        message: `resource '${relativePath}' is a symbolic link loop`,
        data: { path: relativePath },
      });
    }
    throw new LoaderError({ code: "IO_ERROR", message: `resource '${relativePath}' cannot be resolved`, cause: error });
  }
}

/** A file removed after its path was resolved (another process's rename or delete) is not found, not an I/O failure. */
function goneIsNotFound<T>(relativePath: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    const code = errorCode(error);
    if (code !== "ENOENT" && code !== "ENOTDIR") throw error;
    const message = `resource '${relativePath}' does not exist in the skill folder`;
    throw new ResourceError({ code: "RESOURCE_NOT_FOUND", message, data: { path: relativePath } });
  }
}

function tooLarge(relativePath: string, size: number, limit: number): ResourceError {
  const message = `resource '${relativePath}' is ${size} bytes; the limit is ${limit} bytes`;
  return new ResourceError({ code: "RESOURCE_TOO_LARGE", message, data: { path: relativePath, size, limit } });
}

function notAFile(relativePath: string, stats: Stats): ResourceError {
  const message = `resource '${relativePath}' is ${kind(stats)}; only regular files can be read`;
  return new ResourceError({ code: "RESOURCE_NOT_A_FILE", message, data: { path: relativePath } });
}

function readCapped(path: string, relativePath: string, limit: number): Uint8Array {
  const flags: Partial<typeof constants> = constants;
  const descriptor = openSync(path, constants.O_RDONLY | (flags.O_NOFOLLOW ?? 0) | (flags.O_NONBLOCK ?? 0));
  try {
    const stats = fstatSync(descriptor);
    if (!stats.isFile()) throw notAFile(relativePath, stats);
    if (stats.size > limit) throw tooLarge(relativePath, stats.size, limit);
    // Read to the end, not to the size stat gave: a file may grow meanwhile, and some (in /proc)
    // say 0 bytes. One byte past the limit is enough to know it is over.
    let buffer = Buffer.alloc(Math.min(stats.size, limit) + 1);
    let length = 0;
    for (;;) {
      if (length === buffer.length) {
        if (length > limit) throw tooLarge(relativePath, length, limit);
        const grown = Buffer.alloc(Math.min(buffer.length * 2 + 4096, limit + 1));
        buffer.copy(grown, 0, 0, length);
        buffer = grown;
      }
      const read = readSync(descriptor, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
    }
    if (length > limit) throw tooLarge(relativePath, length, limit);
    return buffer.subarray(0, length);
  } finally {
    closeSync(descriptor);
  }
}

/**
 * Reads `relativePath` from the skill in `directory`. Throws a `ResourceError` with code
 * `RESOURCE_PATH_INVALID` (empty, absolute, `..`), `RESOURCE_OUTSIDE_SKILL` (a link leads out),
 * `RESOURCE_NOT_FOUND`, `RESOURCE_NOT_A_FILE` (directory, device, FIFO, socket) or `RESOURCE_TOO_LARGE`.
 */
export function readSkillResource(directory: string, relativePath: string, options: ReadResourceOptions = {}): SkillResource {
  checkLimit("maxBytes", options.maxBytes, 0);
  const segments = resourceSegments(relativePath);
  const folder = realFolder(directory);
  const real = realTarget(join(folder, ...segments), relativePath);
  const inside = relative(folder, real);
  if (inside.startsWith(`..${sep}`) || inside === ".." || isAbsolute(inside)) {
    const message = `resource '${relativePath}' leads to ${real}, outside the skill folder ${folder}`;
    throw new ResourceError({ code: "RESOURCE_OUTSIDE_SKILL", message, data: { path: relativePath, resolved: real } });
  }
  const limit = options.maxBytes ?? 1024 * 1024;
  const bytes = goneIsNotFound(relativePath, () => {
    const stats = statSync(real);
    if (!stats.isFile()) throw notAFile(relativePath, stats);
    if (stats.size > limit) throw tooLarge(relativePath, stats.size, limit);
    return readCapped(real, relativePath, limit);
  });
  return {
    relativePath: segments.join("/"),
    absolutePath: real,
    size: bytes.length,
    bytes,
    text: Buffer.from(bytes).toString("utf8"),
  };
}
