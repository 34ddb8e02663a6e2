// Writes and removals stay inside the project: every folder on the way from the project to a target
// is looked at with lstat, and a symbolic link anywhere on that way (`.agents/skills -> ../..`) is
// refused before anything is written or removed. The project folder itself is the user's choice and
// is taken as it resolves.
import { lstatSync } from "node:fs";
import { join } from "node:path";
import { InstallError } from "./install-error.js";

function lstatOrUndefined(path: string): ReturnType<typeof lstatSync> | undefined {
  try {
    return lstatSync(path);
  } catch (error) {
    if (error instanceof Error && "code" in error && (error.code === "ENOENT" || error.code === "ENOTDIR")) return undefined;
    throw error;
  }
}

/**
 * Throws `UNSAFE_PATH` when a part of `path` (relative to `project`, `/`-separated) that exists is a
 * symbolic link, or when a part before the last exists and is not a folder. Parts that do not exist
 * yet are fine: they will be made as folders.
 */
export function checkNoLinksOnPath(project: string, path: string): void {
  const parts = path.split("/").filter((part) => part !== "");
  let at = project;
  for (const [index, part] of parts.entries()) {
    at = join(at, part);
    const stat = lstatOrUndefined(at);
    if (stat === undefined) return;
    const shown = parts.slice(0, index + 1).join("/");
    if (stat.isSymbolicLink())
      throw new InstallError({
        code: "UNSAFE_PATH",
        message: `${shown} is a symbolic link: refusing to write or remove through it (it could lead out of the project)`,
        data: { path: shown },
      });
    if (index < parts.length - 1 && !stat.isDirectory())
      throw new InstallError({
        code: "UNSAFE_PATH",
        message: `${shown} is not a folder: refusing to write under it`,
        data: { path: shown },
      });
  }
}
