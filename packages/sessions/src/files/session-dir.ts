// The session directory: created 0700 when missing, refused when another user could write to it.
import { lstatSync, mkdirSync, type Stats } from "node:fs";
import { resolve } from "node:path";
import { SessionError } from "@skill-kit/core";
import { defaultSessionDir } from "@skill-kit/node";
import { folderNotPrivate } from "../hints.js";

/**
 * Resolves and checks the directory. The default one must be exactly 0700 and ours; a
 * folder given (the CLI's `--session-dir`) must be ours and not writable by group or others. Never follows a symlink.
 */
export function sessionDir(flag: string | undefined, env: Readonly<Record<string, string | undefined>>): string {
  const dir = resolve(flag ?? defaultSessionDir(env));
  const stat = existingDirectory(dir) ?? createDirectory(dir);
  if (stat.isSymbolicLink() || !stat.isDirectory())
    throw new SessionError("SESSION_UNSAFE", { message: `refusing session directory ${dir}: it is not a plain directory` });
  const uid = process.getuid?.();
  if (uid !== undefined && stat.uid !== uid)
    throw new SessionError("SESSION_UNSAFE", {
      message: `refusing session directory ${dir}: it is owned by uid ${stat.uid}, not by you (uid ${uid})`,
    });
  const mode = stat.mode & 0o777;
  if (flag === undefined && mode !== 0o700) {
    throw folderNotPrivate(dir, mode);
  }
  if ((mode & 0o022) !== 0)
    throw new SessionError("SESSION_UNSAFE", {
      message: `refusing session directory ${dir}: it is writable by group or others (mode ${mode.toString(8)})`,
    });
  return dir;
}

/** The directory's own stat when it already is a plain directory: one syscall in the usual case. */
function existingDirectory(dir: string): Stats | undefined {
  try {
    const stat = lstatSync(dir);
    return stat.isDirectory() ? stat : undefined;
  } catch {
    return undefined;
  }
}

/** Anything else goes the long way, for the same messages: create (a no-op on a symlink to a directory), then look again. */
function createDirectory(dir: string): Stats {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw new SessionError("SESSION_UNSAFE", {
      message: `cannot create session directory ${dir}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
    });
  }
  return lstatSync(dir);
}
