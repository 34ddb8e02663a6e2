// `skill-kit install --check`: every locked skill's installed folders compared with the lock (paths,
// sizes, sha256, execute bits; `computedHash` alone for an entry the `skills` CLI wrote), nothing written.
import { resolve } from "node:path";
import { checkFolder, foldersOf } from "./installed-copy.js";
import { unverifiedNotes } from "./lock-notes.js";
import { readLockfile } from "./lockfile.js";
import { refusedResults, type RestoredSkill } from "./restore-skills.js";

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
        notes: unverifiedNotes(entry),
        ...(problems.length > 0 ? { reason: "differs" } : {}),
      };
    }),
    ...refusedResults(lock.refused),
  ];
}
