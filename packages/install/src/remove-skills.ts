// `skill-kit remove <name…>`: each named skill's folder in every host folder its lock entry records,
// and its entry. Every path is checked first (no symbolic link on the way, `checkNoLinksOnPath`), so a
// refusal removes nothing; no folder the lock does not name is touched.
import { existsSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { InstallError } from "./install-error.js";
import { type LockEntry, readLockfile, writeLockfile } from "./lockfile.js";
import { checkNoLinksOnPath } from "./no-links.js";
import { foldersOf } from "./installed-copy.js";

export interface RemovedSkill {
  readonly name: string;
  /** The folders removed, relative to the project (`.claude/skills/x`); those that existed. */
  readonly folders: readonly string[];
}

/** Throws `SKILL_NOT_FOUND` naming every name the lock lacks, `UNSAFE_PATH` for a link on the way. */
export function removeSkills(options: { readonly project: string; readonly names: readonly string[] }): RemovedSkill[] {
  const project = resolve(options.project);
  const lock = readLockfile(project);
  const missing = options.names.filter((name) => !Object.hasOwn(lock.skills, name));
  if (missing.length > 0)
    throw new InstallError({
      code: "SKILL_NOT_FOUND",
      message: `skills-lock.json has no skill named ${missing.join(", ")}`,
      data: { missing },
    });
  const planned = [...new Set(options.names)].map((name) => {
    const entry: LockEntry | undefined = lock.skills[name];
    const paths = entry === undefined ? [] : foldersOf(project, entry).map((folder) => `${folder}/${name}`);
    for (const path of paths) checkNoLinksOnPath(project, path);
    return { name, paths };
  });
  const removed = planned.map(({ name, paths }) => ({
    name,
    folders: paths.filter((path) => {
      const full = join(project, path);
      if (!existsSync(full)) return false;
      rmSync(full, { recursive: true, force: true });
      return true;
    }),
  }));
  const skills = Object.fromEntries(Object.entries(lock.skills).filter(([name]) => !options.names.includes(name)));
  writeLockfile(project, { ...lock, skills });
  return removed;
}
