// `skill-kit list`: the lock's skills with their source, ref and commit, hosts, and whether each
// installed copy matches the lock; refused entries listed with why.
import { resolve } from "node:path";
import { readLockfile } from "./lockfile.js";
import { checkFolder, foldersOf } from "./installed-copy.js";

export interface ListedFolder {
  /** Relative to the project: `.claude/skills/x`. */
  readonly path: string;
  readonly state: "matches" | "differs" | "missing";
}

export interface ListedSkill {
  readonly name: string;
  readonly source: string;
  readonly sourceType: string;
  readonly ref?: string;
  readonly commit?: string;
  /** The hosts recorded; empty for an entry the `skills` CLI wrote (installed in `.agents/skills`). */
  readonly hosts: readonly string[];
  /** `files` when the lock has per-file digests; `computedHash` for an entry the `skills` CLI wrote. */
  readonly verifiedBy: "files" | "computedHash";
  readonly folders: readonly ListedFolder[];
}

export interface Listing {
  readonly skills: readonly ListedSkill[];
  readonly refused: readonly { readonly name: string; readonly problem: string }[];
}

export function listSkills(options: { readonly project: string }): Listing {
  const project = resolve(options.project);
  const lock = readLockfile(project);
  const skills = Object.entries(lock.skills).map(([name, entry]): ListedSkill => {
    const theirs = entry.writtenBy === "skills";
    const folders = foldersOf(project, entry).map((folder): ListedFolder => {
      const problems = checkFolder({ project, folder, name, entry });
      const state = problems.length === 0 ? "matches" : problems[0]?.endsWith(": not installed") ? "missing" : "differs";
      return { path: `${folder}/${name}`, state };
    });
    return {
      name,
      source: entry.source,
      sourceType: entry.sourceType,
      ...(entry.ref === undefined ? {} : { ref: entry.ref }),
      ...(entry.skillKit.commit === undefined ? {} : { commit: entry.skillKit.commit }),
      hosts: theirs ? [] : entry.skillKit.agents,
      verifiedBy: theirs ? "computedHash" : "files",
      folders,
    };
  });
  const refused = Object.entries(lock.refused ?? {}).map(([name, entry]) => ({ name, problem: entry.problem }));
  return { skills, refused };
}
