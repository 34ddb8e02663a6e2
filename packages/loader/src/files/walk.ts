// What discovery and resource listing share when they walk a skill's folders.
import { realpathSync } from "node:fs";

/** Folders never walked into: version control and installed packages. */
export const skippedFolders: ReadonlySet<string> = new Set([".git", "node_modules"]);

/** The path with every link resolved, or undefined when it cannot be (missing, a loop, no access). */
export function realPath(path: string): string | undefined {
  try {
    return realpathSync.native(path);
  } catch {
    return undefined;
  }
}
