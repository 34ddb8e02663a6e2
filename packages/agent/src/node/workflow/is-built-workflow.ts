// Whether a folder holds a workflow skill as `skill-kit build` writes it: `scripts/run` and `bin/`
// beside SKILL.md, and (given the loaded skill) its own `start` tool in `allowed-tools`.
import { statSync } from "node:fs";
import { join } from "node:path";
import type { Skill } from "@skill-kit/loader";

function kind(path: string): "file" | "folder" | undefined {
  try {
    const stats = statSync(path);
    return stats.isFile() ? "file" : stats.isDirectory() ? "folder" : undefined;
  } catch {
    return undefined;
  }
}

/**
 * True for a built skill's folder. With `skill` (the folder's SKILL.md as loaded), only a workflow
 * skill's: its build lists `mcp__<name>__start`, which a built reference skill (topics only) does not.
 */
export function isBuiltWorkflow(folder: string, skill?: Skill): boolean {
  if (kind(join(folder, "scripts", "run")) !== "file" || kind(join(folder, "bin")) !== "folder") return false;
  return skill === undefined || (skill.claudeCode.allowedTools ?? []).includes(`mcp__${skill.name}__start`);
}
