// Reads one file of a skill by relative path: contained in the skill folder (symbolic links resolved),
// regular files only (no devices or FIFOs), and capped in size.
import { realpathSync } from "node:fs";
import { isAbsolute, join, relative, sep } from "node:path";
import { readFileUpTo, tooLargeMessage } from "@skill-kit/node";
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
    if (code === "ENOENT" || code === "ENOTDIR") throw notFound(relativePath);
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

function notFound(relativePath: string): ResourceError {
  const message = `resource '${relativePath}' does not exist in the skill folder`;
  return new ResourceError({ code: "RESOURCE_NOT_FOUND", message, data: { path: relativePath } });
}

/**
 * The file's bytes: a regular file, never more than `limit` (counted as read, not trusted to
 * `stat`), opened without following a link swapped in after its path was resolved. A file removed
 * meanwhile (another process's rename or delete) is not found, not an I/O failure.
 */
function readCapped(path: string, relativePath: string, limit: number): Uint8Array {
  const read = readFileUpTo(path, limit, { noFollow: true });
  if (Buffer.isBuffer(read)) return read;
  if ("kind" in read) {
    const message = `resource '${relativePath}' is ${read.kind}; only regular files can be read`;
    throw new ResourceError({ code: "RESOURCE_NOT_A_FILE", message, data: { path: relativePath } });
  }
  if ("size" in read) {
    const message = tooLargeMessage(`resource '${relativePath}'`, read.size, limit);
    throw new ResourceError({
      code: "RESOURCE_TOO_LARGE",
      message,
      data: { path: relativePath, limit, ...(read.size === undefined ? {} : { size: read.size }) },
    });
  }
  if (read.code === "ENOENT" || read.code === "ENOTDIR") throw notFound(relativePath);
  throw new LoaderError({ code: "IO_ERROR", message: `resource '${relativePath}' cannot be read (${read.code})` });
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
  const bytes = readCapped(real, relativePath, limit);
  return {
    relativePath: segments.join("/"),
    absolutePath: real,
    size: bytes.length,
    bytes,
    text: Buffer.from(bytes).toString("utf8"),
  };
}
