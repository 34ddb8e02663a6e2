// Writes a new project all or nothing: the files go to a hidden folder inside the target, are
// moved into place, and on any failure everything written (and any folder made) is removed.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** `files` maps a relative path (with `/`) to its text. */
export function writeProject(dir: string, files: Readonly<Record<string, string>>): void {
  let created: string | undefined;
  let staging: string | undefined;
  const moved: string[] = [];
  try {
    // Not `mkdirSync(dir, { recursive: true })`: on Node 20 it spins forever where mkdir fails
    // with ENOENT under a parent that exists (a path in /proc, say).
    for (const folder of missingFolders(dir)) {
      mkdirSync(folder);
      created ??= folder;
    }
    staging = mkdtempSync(join(dir, ".skill-kit-new-"));
    for (const [path, text] of Object.entries(files)) {
      const file = join(staging, ...path.split("/"));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
    for (const entry of readdirSync(staging)) {
      renameSync(join(staging, entry), join(dir, entry));
      moved.push(join(dir, entry));
    }
    rmdirSync(staging);
  } catch (error) {
    for (const path of moved) rmSync(path, { recursive: true, force: true });
    if (staging !== undefined) rmSync(staging, { recursive: true, force: true });
    if (created !== undefined) rmSync(created, { recursive: true, force: true });
    throw error;
  }
}

/** The folders to make for `dir` to exist, outermost first. */
function missingFolders(dir: string): string[] {
  const missing: string[] = [];
  for (let folder = dir; !existsSync(folder) && dirname(folder) !== folder; folder = dirname(folder)) missing.unshift(folder);
  return missing;
}
