// `skill-kit update [name…]`: each named (default: every) locked skill fetched again from its source at
// its recorded ref (a moved branch gives a new commit) and added again with `addSkills({ replace: true })`:
// scanned, written all or nothing, re-locked with per-file digests.
import { resolve } from "node:path";
import type { Suppression } from "@skill-kit/scan";
import { type AddedSkill, addSkills } from "./add-skills.js";
import type { TokenFor } from "./credentials.js";
import { cloneUrlOf } from "./fetch-locked.js";
import { InstallError } from "./install-error.js";
import { type LockEntry, readLockfile } from "./lockfile.js";

export interface UpdateOptions {
  readonly project: string;
  /** Only these skills (each must be locked); every locked skill when absent or empty. */
  readonly names?: readonly string[];
  readonly tokenFor?: TokenFor;
  readonly allowErrors?: boolean;
  readonly suppressions?: readonly Suppression[];
}

export interface UpdatedSkill {
  readonly name: string;
  /** What `addSkills` did with it; absent when the source could not be fetched. */
  readonly added?: AddedSkill;
  /** Why it was not updated (the source failed, or its type is one skill-kit does not fetch). */
  readonly problem?: string;
  /** The commit (git) or computedHash before and after. */
  readonly before: string;
  readonly after?: string;
}

/** The source to add again, as `add` takes it; undefined for a type skill-kit does not fetch. */
function addSource(project: string, entry: LockEntry): string | undefined {
  if (entry.sourceType === "local") return resolve(project, entry.source);
  if (entry.sourceType === "mcp") return entry.source;
  return entry.sourceType === "git" || entry.sourceType === "github" || entry.sourceType === "gitlab"
    ? cloneUrlOf(entry)
    : undefined;
}

const versionOf = (entry: LockEntry | undefined): string | undefined => entry?.skillKit.commit ?? entry?.computedHash;

export async function updateSkills(options: UpdateOptions): Promise<UpdatedSkill[]> {
  const project = resolve(options.project);
  const locked = readLockfile(project).skills;
  const names = options.names !== undefined && options.names.length > 0 ? options.names : Object.keys(locked);
  const missing = names.filter((name) => !Object.hasOwn(locked, name));
  if (missing.length > 0)
    throw new InstallError({
      code: "SKILL_NOT_FOUND",
      message: `skills-lock.json has no skill named ${missing.join(", ")}`,
      data: { missing },
    });
  const results: UpdatedSkill[] = [];
  for (const name of names) {
    const entry = locked[name];
    if (entry === undefined) continue;
    const before = versionOf(entry) ?? "";
    const source = addSource(project, entry);
    if (source === undefined) {
      results.push({ name, before, problem: `skill-kit does not fetch ${entry.sourceType} sources; \`npx skills update\` does` });
      continue;
    }
    const token = entry.sourceType === "mcp" ? options.tokenFor?.(source) : undefined;
    try {
      const [added] = await addSkills({
        source,
        project,
        skills: [name],
        agents: entry.skillKit.agents,
        replace: true,
        ...(entry.ref === undefined ? {} : { ref: entry.ref }),
        ...(token === undefined ? {} : { token }),
        ...(options.allowErrors === undefined ? {} : { allowErrors: options.allowErrors }),
        ...(options.suppressions === undefined ? {} : { suppressions: options.suppressions }),
      });
      const after = versionOf(readLockfile(project).skills[name]);
      results.push({ name, before, ...(added === undefined ? {} : { added }), ...(after === undefined ? {} : { after }) });
    } catch (error) {
      if (!InstallError.isInstance(error)) throw error;
      results.push({ name, before, problem: error.message });
    }
  }
  return results;
}
