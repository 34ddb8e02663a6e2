// `skill-kit install`: every skill of the lock fetched again from its source and checked file by file
// against the lock before anything of it is written. A skill that does not match is not written at all.
import { resolve } from "node:path";
import type { ContentFile } from "@skill-kit/scan";
import { compareToLock } from "./compare-to-lock.js";
import { hostSkillsFolder } from "./host-folders.js";
import { InstallError } from "./install-error.js";
import { type LockEntry, readLockfile } from "./lockfile.js";
import { skillAt } from "./sources/folder-skills.js";
import { checkoutGit } from "./sources/git-checkout.js";
import { connectServer } from "./sources/server-skills.js";
import { installSkillFiles } from "./stage-skill.js";

export interface RestoreOptions {
  readonly project: string;
  /** A bearer token for skills servers. */
  readonly token?: string;
}

export interface RestoredSkill {
  readonly name: string;
  /** Empty when the skill was restored; else what did not match (each line names a file), and nothing was written. */
  readonly problems: readonly string[];
}

async function fetchLocked(project: string, entry: LockEntry, token: string | undefined): Promise<readonly ContentFile[]> {
  if (entry.sourceType === "local") return skillAt(resolve(project, entry.source), entry.skillPath ?? "SKILL.md").contents.files;
  if (entry.sourceType === "git") {
    const checkout = checkoutGit(entry.sourceUrl ?? entry.source, entry.skillKit.commit ?? entry.ref);
    try {
      return skillAt(checkout.folder, entry.skillPath ?? "SKILL.md").contents.files;
    } finally {
      checkout.dispose();
    }
  }
  const server = await connectServer(entry.source, token);
  try {
    const listed = (await server.list()).find((candidate) => candidate.uri === entry.skillKit.uri);
    if (listed === undefined)
      throw new InstallError({
        code: "SKILL_NOT_FOUND",
        message: `${entry.source} no longer lists ${String(entry.skillKit.uri)}`,
        data: {},
      });
    return (await server.fetch(listed)).contents.files;
  } finally {
    await server.close();
  }
}

export async function restoreSkills(options: RestoreOptions): Promise<RestoredSkill[]> {
  const project = resolve(options.project);
  const lock = readLockfile(project);
  const results: RestoredSkill[] = [];
  for (const [name, entry] of Object.entries(lock.skills)) {
    let files: readonly ContentFile[];
    try {
      files = await fetchLocked(project, entry, options.token);
    } catch (error) {
      if (!InstallError.isInstance(error) && !(error instanceof Error && "code" in error && error.code === "ENOENT")) throw error;
      results.push({ name, problems: [error.message] });
      continue;
    }
    const problems = compareToLock({ computedHash: entry.computedHash, files: entry.skillKit.files }, files);
    if (problems.length === 0) {
      const folders = [...new Set(entry.skillKit.agents.map((agent) => hostSkillsFolder(project, agent)))];
      installSkillFiles({ project, name, folders, files });
    }
    results.push({ name, problems });
  }
  return results;
}
