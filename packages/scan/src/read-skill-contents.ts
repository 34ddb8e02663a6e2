// Reads a skill folder into `SkillContents`: every regular file's bytes and execute bit, every symbolic
// link as written (never followed). `.git` and `node_modules` are not part of a skill.
import { type Dirent, lstatSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import { join } from "node:path";
import type { ContentFile, ContentLink, SkillContents } from "./skill-contents.js";

const skipped = new Set([".git", "node_modules"]);

export interface ReadContentsOptions {
  /** Read each file's mode for `executable` (one more system call per file); default true. The scan's rules do not need it. */
  readonly modes?: boolean;
  /** The folder's own entries when already listed (by `findSkills`), so the folder is not read twice. */
  readonly entries?: readonly Dirent[];
}

export function readSkillContents(folder: string, options: ReadContentsOptions = {}): SkillContents {
  const modes = options.modes ?? true;
  const files: ContentFile[] = [];
  const links: ContentLink[] = [];
  const walk = (relative: string, listed?: readonly Dirent[]): void => {
    for (const entry of listed ?? readdirSync(join(folder, relative), { withFileTypes: true })) {
      const path = relative === "" ? entry.name : `${relative}/${entry.name}`;
      const full = join(folder, path);
      if (entry.isSymbolicLink()) links.push({ path, target: readlinkSync(full) });
      else if (entry.isDirectory()) {
        if (!skipped.has(entry.name)) walk(path);
      } else if (entry.isFile()) {
        const executable = modes && (lstatSync(full).mode & 0o111) !== 0;
        files.push({ path, bytes: readFileSync(full), executable });
      }
    }
  };
  walk("", options.entries);
  return { skill: folder, files, links };
}

/** A skill folder found under a root, with its own entries as listed while looking. */
export interface FoundSkill {
  readonly folder: string;
  readonly entries: readonly Dirent[];
}

/** Every folder under `root` (itself included) that holds a SKILL.md, to `maxDepth` levels. */
export function findSkillFolders(root: string, maxDepth = 10): string[] {
  return findSkills(root, maxDepth).map((found) => found.folder);
}

/** Like `findSkillFolders`, with each folder's entries: hand them to `readSkillContents` as `entries`. */
export function findSkills(root: string, maxDepth = 10): FoundSkill[] {
  const found: FoundSkill[] = [];
  const walk = (folder: string, depth: number): void => {
    const entries = readdirSync(folder, { withFileTypes: true });
    if (entries.some((entry) => entry.name === "SKILL.md" && entry.isFile())) {
      found.push({ folder, entries });
      return;
    }
    if (depth >= maxDepth) return;
    for (const entry of entries) if (entry.isDirectory() && !skipped.has(entry.name)) walk(join(folder, entry.name), depth + 1);
  };
  walk(root, 0);
  return found;
}
