// Writing without following links: folders made one at a time (each checked with lstat to be a real
// folder), files created new with O_EXCL|O_NOFOLLOW, so nothing lands outside the folder it was meant for.
import { closeSync, constants, fchmodSync, lstatSync, mkdirSync, openSync, writeSync } from "node:fs";
import { join } from "node:path";
import { InstallError } from "./install-error.js";

const isErrorCode = (error: unknown, code: string): boolean => error instanceof Error && "code" in error && error.code === code;

/** Makes each folder of `path` (relative to `base`, `/`-separated) that is missing; refuses a link or a file on the way. */
export function makeFolders(base: string, path: string): void {
  let at = base;
  for (const part of path.split("/").filter((segment) => segment !== "")) {
    at = join(at, part);
    try {
      mkdirSync(at, { mode: 0o755 });
    } catch (error) {
      if (!isErrorCode(error, "EEXIST")) throw error;
    }
    const stat = lstatSync(at);
    if (!stat.isDirectory() || stat.isSymbolicLink())
      throw new InstallError({
        code: "UNSAFE_PATH",
        message: `${at} is ${stat.isSymbolicLink() ? "a symbolic link" : "not a folder"}: refusing to write under it`,
        data: { path: at },
      });
  }
}

/** Creates `path` (it must not exist; a link there is not followed) with `bytes` and `mode`. */
export function writeNewFile(path: string, bytes: Uint8Array, mode: number): void {
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
  let fd: number;
  try {
    fd = openSync(path, flags, mode);
  } catch (error) {
    if (!isErrorCode(error, "EEXIST") && !isErrorCode(error, "ELOOP")) throw error;
    throw new InstallError({
      code: "UNSAFE_PATH",
      message: `${path} already exists while staging: refusing to write through it`,
      data: { path },
      cause: error,
    });
  }
  try {
    let written = 0;
    while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written);
    fchmodSync(fd, mode);
  } finally {
    closeSync(fd);
  }
}
