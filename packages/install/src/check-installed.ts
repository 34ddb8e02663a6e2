// `skill-kit install --check`: every locked skill's installed folders compared with the lock, nothing written.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { readSkillContents } from "@skill-kit/scan";
import { compareToLock } from "./compare-to-lock.js";
import { hostSkillsFolder } from "./host-folders.js";
import { readLockfile } from "./lockfile.js";
import type { RestoredSkill } from "./restore-skills.js";

export function checkInstalled(options: { readonly project: string }): RestoredSkill[] {
  const project = resolve(options.project);
  const lock = readLockfile(project);
  return Object.entries(lock.skills).map(([name, entry]) => {
    const folders = [...new Set(entry.skillKit.agents.map((agent) => hostSkillsFolder(project, agent)))];
    const problems = folders.flatMap((folder) => {
      const path = join(project, folder, name);
      if (!existsSync(path)) return [`${folder}/${name}: not installed`];
      const contents = readSkillContents(path);
      return [
        ...compareToLock({ computedHash: entry.computedHash, files: entry.skillKit.files }, contents.files),
        ...contents.links.map((link) => `${link.path}: a link, not a file of the lock`),
      ].map((problem) => `${folder}/${name}/${problem}`);
    });
    return { name, problems };
  });
}
