// What a restore or check of an entry the `skills` CLI wrote could not verify, and how to re-lock it.
import { fetches } from "./fetch-locked.js";
import { installHints } from "./hints.js";
import type { LockEntry } from "./lockfile.js";

/** Empty for an entry skill-kit wrote; else what was not verified and, when skill-kit can fetch it, how to re-lock it (`installHints.relock`). */
export function unverifiedNotes(entry: LockEntry): string[] {
  if (entry.writtenBy !== "skills") return [];
  return [
    `verified by computedHash only: the entry was written by the skills CLI, with no per-file digests and no execute bits (installed in .agents/skills)`,
    ...(fetches(entry) ? [installHints.relock] : []),
  ];
}
