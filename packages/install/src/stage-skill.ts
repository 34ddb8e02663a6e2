// All or nothing: a skill's files are written into a staging folder inside the project, then each
// host's copy is renamed into place (the old folder, if any, renamed aside first and removed last).
// A failure before the renames leaves the project as it was. Nothing is written or renamed through a
// symbolic link: the name, every path and every folder on the way are checked before the disk is touched.
import { existsSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import type { ContentFile } from "@skill-kit/scan";
import { checkNoLinksOnPath } from "./no-links.js";
import { checkSafePath } from "./safe-path.js";
import { makeFolders, writeNewFile } from "./safe-write.js";
import { checkSkillName } from "./skill-name.js";

export interface StageOptions {
  readonly project: string;
  /** The skill's folder name under each skills folder (the agentskills.io name rule; `UNSAFE_PATH` otherwise). */
  readonly name: string;
  /** Skills folders, relative to the project (`.claude/skills`). */
  readonly folders: readonly string[];
  readonly files: readonly ContentFile[];
}

const stagingPrefix = ".skill-kit-staging-";

function stageCopy(copy: string, options: StageOptions): void {
  makeFolders(dirname(copy), basename(copy));
  for (const file of options.files) {
    const path = checkSafePath(file.path, options.name);
    makeFolders(copy, path.split("/").slice(0, -1).join("/"));
    writeNewFile(join(copy, path), file.bytes, file.executable ? 0o755 : 0o644);
  }
}

export function installSkillFiles(options: StageOptions): string[] {
  const { project, name } = options;
  checkSkillName(name, "skill name");
  for (const file of options.files) checkSafePath(file.path, name);
  for (const folder of options.folders) checkNoLinksOnPath(project, `${folder}/${name}`);
  const staging = mkdtempSync(join(project, stagingPrefix));
  try {
    checkNoLinksOnPath(project, basename(staging));
    const staged = options.folders.map((_, index) => {
      const copy = join(staging, String(index));
      stageCopy(copy, options);
      return copy;
    });
    return options.folders.map((folder, index) => {
      makeFolders(project, folder);
      checkNoLinksOnPath(project, `${folder}/${name}`);
      const target = join(project, folder, name);
      const old = join(staging, `old-${String(index)}`);
      if (existsSync(target)) renameSync(target, old);
      renameSync(staged[index] ?? "", target);
      return target;
    });
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
