// Reads a skill folder into `SkillContents`: every regular file's bytes and execute bit, every symbolic
// link as written (never followed); files over a size limit and FIFOs, sockets and devices are listed
// as unread, never opened. `.git` and `node_modules` are not part of a skill. Which folders are skills
// is the loader's rule (`skillFileIn`), the one `skill-kit validate` uses.
import { type Dirent, readdirSync, readlinkSync } from "node:fs";
import { join } from "node:path";
import { skillFileIn, skippedFolders } from "@skill-kit/loader/internal";
import { type CheckedRead, defaultMaxFileBytes, readFileChecked, specialKind } from "./read-file-checked.js";
import type { ContentFile, ContentLink, SkillContents, UnreadEntry } from "./skill-contents.js";

export interface ReadContentsOptions {
  /** Report each file's execute bit in `executable` (default true; false gives `executable: false`). The scan's rules do not need it. */
  readonly modes?: boolean;
  /** Files larger than this are not read, only listed in `unread` (default 10 MiB). */
  readonly maxFileBytes?: number;
  /** The folder's own entries when already listed (by `findSkills`), so the folder is not read twice. */
  readonly entries?: readonly Dirent[];
  /**
   * Read the folders inside that are skills of their own (default true: the whole folder, as an
   * installer copies it). False leaves them out, for a caller that reads each of them as a skill.
   */
  readonly nestedSkills?: boolean;
}

export function readSkillContents(folder: string, options: ReadContentsOptions = {}): SkillContents {
  const modes = options.modes ?? true;
  const maxBytes = options.maxFileBytes ?? defaultMaxFileBytes;
  const nestedSkills = options.nestedSkills ?? true;
  const files: ContentFile[] = [];
  const links: ContentLink[] = [];
  const unread: UnreadEntry[] = [];
  const walk = (relative: string, listed?: readonly Dirent[]): void => {
    const entries = listed ?? readdirSync(join(folder, relative), { withFileTypes: true });
    if (!nestedSkills && relative !== "" && skillFileIn(entries) !== undefined) return;
    for (const entry of entries) {
      const path = relative === "" ? entry.name : `${relative}/${entry.name}`;
      const full = join(folder, path);
      const special = specialKind(entry);
      if (entry.isSymbolicLink()) links.push({ path, target: readlinkSync(full) });
      else if (entry.isDirectory()) {
        if (!skippedFolders.has(entry.name)) walk(path);
      } else if (special !== undefined) unread.push({ path, kind: "special", detail: special });
      else if (entry.isFile()) {
        const read = readChecked({ path, full, maxBytes });
        if ("bytes" in read) files.push(modes ? read : { ...read, executable: false });
        else unread.push(read);
      }
    }
  };
  walk("", options.entries);
  return unread.length === 0 ? { skill: folder, files, links } : { skill: folder, files, links, unread };
}

/** `readFileChecked`, with a file that cannot be opened (no permission, swapped for a link) left unread rather than thrown. */
function readChecked(file: CheckedRead): ContentFile | UnreadEntry {
  try {
    return readFileChecked(file);
  } catch (error) {
    const code = error instanceof Error && "code" in error && typeof error.code === "string" ? error.code : "error";
    return { path: file.path, kind: "special", detail: `a file that cannot be opened (${code})` };
  }
}

/** A skill folder found under a root, with its own entries as listed while looking. */
export interface FoundSkill {
  readonly folder: string;
  /** The skill file's name: `SKILL.md`, or `skill.md` when the folder has no SKILL.md. */
  readonly file: string;
  readonly entries: readonly Dirent[];
}

/** Every skill folder under `root` (itself and nested skills included), to `maxDepth` levels; links are not followed. */
export function findSkillFolders(root: string, maxDepth = 10): string[] {
  return findSkills(root, maxDepth).map((found) => found.folder);
}

/** Like `findSkillFolders`, with each folder's entries: hand them to `readSkillContents` as `entries`. */
export function findSkills(root: string, maxDepth = 10): FoundSkill[] {
  const found: FoundSkill[] = [];
  const walk = (folder: string, depth: number): void => {
    const entries = readdirSync(folder, { withFileTypes: true });
    const file = skillFileIn(entries);
    if (file !== undefined) found.push({ folder, file, entries });
    if (depth >= maxDepth) return;
    for (const entry of entries)
      if (entry.isDirectory() && !skippedFolders.has(entry.name)) walk(join(folder, entry.name), depth + 1);
  };
  walk(root, 0);
  return found;
}
