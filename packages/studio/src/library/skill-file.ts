// One file of a skill for the page: a relative path of plain segments that stays in the skill
// folder, no symbolic link on the way (each segment is looked at, and the file is opened with
// O_NOFOLLOW), a regular file, text (UTF-8 without NUL), at most 256 KiB.
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, realpathSync, statSync, type Stats } from "node:fs";
import { join, sep } from "node:path";

/** The largest file the page shows. */
const maxShownBytes = 256 * 1024;

export type FileRead =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly status: 400 | 404 | 413; readonly code: string; readonly message: string };

const refuse = (status: 400 | 404 | 413, code: string, message: string): FileRead => ({ ok: false, status, code, message });

function checkPath(dir: string, path: string): FileRead | undefined {
  const segments = path.split("/");
  if (
    path === "" ||
    path.includes("\\") ||
    path.includes("\0") ||
    segments.some((part) => part === "" || part === "." || part === "..")
  )
    return refuse(400, "RESOURCE_PATH_INVALID", "the path must be relative to the skill folder, `/`-separated, without `..`");
  for (let end = 1; end <= segments.length; end += 1) {
    let stat;
    try {
      stat = lstatSync(join(dir, ...segments.slice(0, end)));
    } catch {
      return refuse(404, "RESOURCE_NOT_FOUND", `${path} is not in the skill folder`);
    }
    if (stat.isSymbolicLink())
      return refuse(400, "RESOURCE_NOT_A_FILE", `${segments.slice(0, end).join("/")} is a symbolic link; links are not followed`);
    if (end < segments.length && !stat.isDirectory())
      return refuse(404, "RESOURCE_NOT_FOUND", `${path} is not in the skill folder`);
  }
  return undefined;
}

function stillInside(dir: string, path: string, opened: Stats): boolean {
  try {
    const real = realpathSync(join(dir, path));
    if (!real.startsWith(`${realpathSync(dir)}${sep}`)) return false;
    const named = statSync(real);
    return named.dev === opened.dev && named.ino === opened.ino;
  } catch {
    return false;
  }
}

export function readShownFile(dir: string, path: string): FileRead {
  const refused = checkPath(dir, path);
  if (refused !== undefined) return refused;
  let fd: number;
  try {
    fd = openSync(join(dir, path), constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return refuse(400, "RESOURCE_NOT_A_FILE", `${path} cannot be opened as a file`);
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return refuse(400, "RESOURCE_NOT_A_FILE", `${path} is not a regular file`);
    // O_NOFOLLOW covers the last segment only: a folder on the way swapped for a link between the
    // check and the open would lead out. The file opened must be the one the path names inside.
    if (!stillInside(dir, path, stat)) return refuse(400, "RESOURCE_NOT_A_FILE", `${path} changed while it was opened`);
    if (stat.size > maxShownBytes)
      return refuse(413, "STUDIO_TOO_LARGE", `${path} is ${stat.size} bytes; the studio shows files up to ${maxShownBytes}`);
    const bytes = Buffer.alloc(maxShownBytes + 1);
    const size = readSync(fd, bytes, 0, bytes.length, 0);
    if (size > maxShownBytes) return refuse(413, "STUDIO_TOO_LARGE", `${path} grew past ${maxShownBytes} bytes`);
    const shown = bytes.subarray(0, size);
    if (shown.includes(0)) return refuse(400, "RESOURCE_NOT_A_FILE", `${path} is not a text file`);
    try {
      return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(shown) };
    } catch {
      return refuse(400, "RESOURCE_NOT_A_FILE", `${path} is not UTF-8 text`);
    }
  } finally {
    closeSync(fd);
  }
}
