// The skills a server serves: every SKILL.md under the folders, loaded leniently; built workflow skills marked.
import { statSync } from "node:fs";
import { join } from "node:path";
import { loadSkills, type LoadSkillsResult, type Skill } from "@skill-kit/loader";

/** A loaded skill; `workflow` when it is a skill-kit build (`scripts/run` and `bin/` next to SKILL.md). */
export interface ServedSkill {
  readonly skill: Skill;
  /** The skill folder (absolute). */
  readonly directory: string;
  readonly workflow: boolean;
}

/** What `loadSkills` reported (name clashes are among its diagnostics), with the skills as served. */
export interface ServedSkills extends Pick<LoadSkillsResult, "skipped" | "diagnostics"> {
  readonly skills: readonly ServedSkill[];
}

function kind(path: string): "file" | "folder" | undefined {
  try {
    const stats = statSync(path);
    return stats.isFile() ? "file" : stats.isDirectory() ? "folder" : undefined;
  } catch {
    return undefined;
  }
}

/** True for a folder laid out as `skill-kit build` writes it. */
export function isWorkflowFolder(directory: string): boolean {
  return kind(join(directory, "scripts", "run")) === "file" && kind(join(directory, "bin")) === "folder";
}

/** Discovers and loads the skills under `dirs` (first skill of a name wins; clashes are warnings). */
export function loadServedSkills(dirs: readonly string[]): ServedSkills {
  const loaded = loadSkills({ roots: [], paths: dirs, maxDirectories: 20_000 });
  const skills = loaded.skills.flatMap((skill): ServedSkill[] => {
    const directory = skill.directory;
    return directory === undefined ? [] : [{ skill, directory, workflow: isWorkflowFolder(directory) }];
  });
  return { skills, skipped: loaded.skipped, diagnostics: loaded.diagnostics };
}
