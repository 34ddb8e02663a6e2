// `skill-kit install`: every skill of the lock fetched again from its source, checked against the lock
// (file by file, or by `computedHash` for an entry the `skills` CLI wrote) and scanned as `add` scans,
// before anything of it is written. A skill that does not match or is refused is not written at all;
// a refused lock entry is reported alone and never blocks the others.
import { resolve } from "node:path";
import { type Finding, hasBlockingFindings, scanSkill, type SkillContents, type Suppression } from "@skill-kit/scan";
import { compareToEntry } from "./compare-to-lock.js";
import type { TokenFor } from "./credentials.js";
import { fetches, fetchLocked } from "./fetch-locked.js";
import { InstallError } from "./install-error.js";
import { checkFolder, foldersOf } from "./installed-copy.js";
import { unverifiedNotes } from "./lock-notes.js";
import { type LockEntry, readLockfile } from "./lockfile.js";
import { installSkillFiles } from "./stage-skill.js";
import { installHints } from "./hints.js";

export interface RestoreOptions {
  readonly project: string;
  /** The bearer token for a skills server's URL (see `credentialsFor`); none when absent. */
  readonly tokenFor?: TokenFor;
  /** Write skills even with error-level scan findings. */
  readonly allowErrors?: boolean;
  /** The project's scan suppressions (`.skill-kit-scan.json`). */
  readonly suppressions?: readonly Suppression[];
}

export interface RestoredSkill {
  readonly name: string;
  /** Empty when the skill was restored (or matches); else why not (each line names a file), and nothing was written. */
  readonly problems: readonly string[];
  /** The scan's findings on what was fetched (empty for `checkInstalled`). */
  readonly findings: readonly Finding[];
  /** What could not be verified (an entry the `skills` CLI wrote) and how to re-lock it. */
  readonly notes: readonly string[];
  /** Why it was not restored: its files differ from the lock, the scan refused it, its source failed, or its entry was refused. */
  readonly reason?: "differs" | "scan" | "source" | "entry";
}

const isKnownFailure = (error: unknown): error is Error =>
  InstallError.isInstance(error) || (error instanceof Error && "code" in error && error.code === "ENOENT");

export const refusedResults = (refused: Readonly<Record<string, { readonly problem: string }>> = {}): RestoredSkill[] =>
  Object.entries(refused).map(([name, entry]) => ({
    name: JSON.stringify(name.slice(0, 80)),
    problems: [`refused: ${entry.problem}`],
    findings: [],
    notes: [],
    reason: "entry",
  }));

/** An entry skill-kit cannot fetch (`well-known`, `node_modules`, …): fine when its installed copies match the lock. */
function alreadyInstalled(
  { project, name, entry }: { readonly project: string; readonly name: string; readonly entry: LockEntry },
  notes: readonly string[],
): RestoredSkill {
  const restorer = `skill-kit does not fetch ${entry.sourceType} sources; \`npx skills experimental_install\` restores them`;
  const problems = foldersOf(project, entry).flatMap((folder) => checkFolder({ project, folder, name, entry }));
  if (problems.length === 0)
    return { name, problems, findings: [], notes: [...notes, `${restorer}; the installed copy matches`] };
  return { name, problems: [restorer, ...problems], findings: [], notes, reason: "source" };
}

async function restoreOne(
  { project, name, entry }: { readonly project: string; readonly name: string; readonly entry: LockEntry },
  options: RestoreOptions,
): Promise<RestoredSkill> {
  const notes = unverifiedNotes(entry);
  if (!fetches(entry)) return alreadyInstalled({ project, name, entry }, notes);
  let contents: SkillContents;
  try {
    contents = await fetchLocked({ project, name, entry, tokenFor: options.tokenFor ?? (() => undefined) });
  } catch (error) {
    if (!isKnownFailure(error)) throw error;
    return { name, problems: [error.message], findings: [], notes, reason: "source" };
  }
  const problems = compareToEntry(entry, contents.files);
  if (problems.length > 0) return { name, problems, findings: [], notes, reason: "differs" };
  const findings = scanSkill(contents, { suppressions: options.suppressions ?? [], skillName: name });
  if (hasBlockingFindings(findings) && options.allowErrors !== true)
    return {
      name,
      problems: [`error-level scan findings (review them; ${installHints["allow-errors"]})`],
      findings,
      notes,
      reason: "scan",
    };
  installSkillFiles({ project, name, folders: foldersOf(project, entry), files: contents.files });
  return { name, problems: [], findings, notes };
}

export async function restoreSkills(options: RestoreOptions): Promise<RestoredSkill[]> {
  const project = resolve(options.project);
  const lock = readLockfile(project);
  const results: RestoredSkill[] = [];
  for (const [name, entry] of Object.entries(lock.skills)) results.push(await restoreOne({ project, name, entry }, options));
  return [...results, ...refusedResults(lock.refused)];
}
