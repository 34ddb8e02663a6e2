// `skill-kit install --check`: every locked skill's installed folders compared with the lock (paths,
// sizes, sha256, execute bits; `computedHash` alone for an entry the `skills` CLI wrote), nothing written.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { readSkillContents } from "@skill-kit/scan";
import { compareToEntry } from "./compare-to-lock.js";
import { unverifiedNotes } from "./lock-notes.js";
import { type LockEntry, readLockfile } from "./lockfile.js";
import { foldersOf, refusedResults, type RestoredSkill } from "./restore-skills.js";

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

export function checkInstalled(options: { readonly project: string }): RestoredSkill[] {
  const project = resolve(options.project);
  const lock = readLockfile(project);
  return [
    ...Object.entries(lock.skills).map(([name, entry]): RestoredSkill => {
      const problems = foldersOf(project, entry).flatMap((folder) => checkFolder({ project, folder, name, entry }));
      return {
        name,
        problems,
        findings: [],
        notes: unverifiedNotes(name, entry),
        ...(problems.length > 0 ? { reason: "differs" } : {}),
      };
    }),
    ...refusedResults(lock.refused),
  ];
}
