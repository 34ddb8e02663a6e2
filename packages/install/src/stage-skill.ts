// All or nothing: a skill's files are written into a staging folder inside the project, then each
// host's copy is renamed into place (the old folder, if any, renamed aside first and removed last).
// A failure before the renames leaves the project as it was.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { ContentFile } from "@skill-kit/scan";
import { checkSafePath } from "./safe-path.js";

export interface StageOptions {
  readonly project: string;
  /** The skill's folder name under each skills folder. */
  readonly name: string;
  /** Skills folders, relative to the project (`.claude/skills`). */
  readonly folders: readonly string[];
  readonly files: readonly ContentFile[];
}

const stagingPrefix = ".skill-kit-staging-";

export function installSkillFiles(options: StageOptions): string[] {
  checkSafePath(options.name, "skill name");
  const staging = mkdtempSync(join(options.project, stagingPrefix));
  try {
    const staged = options.folders.map((_, index) => {
      const copy = join(staging, String(index));
      for (const file of options.files) {
        const path = join(copy, checkSafePath(file.path, options.name));
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, file.bytes);
        chmodSync(path, file.executable ? 0o755 : 0o644);
      }
      mkdirSync(copy, { recursive: true });
      return copy;
    });
    return options.folders.map((folder, index) => {
      const target = join(options.project, folder, options.name);
      mkdirSync(dirname(target), { recursive: true });
      const old = join(staging, `old-${String(index)}`);
      if (existsSync(target)) renameSync(target, old);
      renameSync(staged[index] ?? "", target);
      return target;
    });
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
