// What a restore or check of an entry the `skills` CLI wrote could not verify, and how to re-lock it.
import { fetches } from "./fetch-locked.js";
import type { LockEntry } from "./lockfile.js";

/** The `skill-kit add` that records per-file digests for a skill whose entry the `skills` CLI wrote. */
function relockCommand(name: string, entry: LockEntry): string {
  const source = entry.sourceType === "git" || entry.sourceType === "gitlab" ? (entry.sourceUrl ?? entry.source) : entry.source;
  return `skill-kit add ${source} --skill ${name}${entry.ref === undefined ? "" : ` --ref ${entry.ref}`}`;
}

/** Empty for an entry skill-kit wrote; else what was not verified and, when skill-kit can fetch it, the command that re-locks it. */
export function unverifiedNotes(name: string, entry: LockEntry): string[] {
  if (entry.writtenBy !== "skills") return [];
  return [
    `verified by computedHash only: the entry was written by the skills CLI, with no per-file digests and no execute bits (installed in .agents/skills)`,
    ...(fetches(entry) ? [`run \`${relockCommand(name, entry)}\` again to record per-file digests`] : []),
  ];
}
