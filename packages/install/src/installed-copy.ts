// A locked skill's installed copies: the host folders its entry records (`.agents/skills` for an entry
// the `skills` CLI wrote), and what differs between one copy and the entry.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { readSkillContents } from "@skill-kit/scan";
import { compareToEntry } from "./compare-to-lock.js";
import { hostSkillsFolder } from "./host-folders.js";
import type { LockEntry } from "./lockfile.js";

/** The skills folders (relative to the project) that hold the entry's skill. */
export const foldersOf = (project: string, entry: LockEntry): string[] => [
  ...new Set(entry.skillKit.agents.map((agent) => hostSkillsFolder(project, agent))),
];

/** What differs between one installed copy and its entry; each line starts with the folder. */
export function checkFolder(at: {
  readonly project: string;
  readonly folder: string;
  readonly name: string;
  readonly entry: LockEntry;
}): string[] {
  const { project, folder, name, entry } = at;
  const path = join(project, folder, name);
  if (!existsSync(path)) return [`${folder}/${name}: not installed`];
  const contents = readSkillContents(path);
  return [
    ...compareToEntry(entry, contents.files),
    ...contents.links.map((link) => `${link.path}: a link, not a file of the lock`),
  ].map((problem) => (entry.writtenBy === "skills" ? `${folder}/${name}: ${problem}` : `${folder}/${name}/${problem}`));
}
