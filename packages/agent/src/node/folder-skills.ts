// Skills from folders: the host folders a project and user have (as the loader knows them) and any
// paths given, each skill with its files (confined reads), its eligibility here, and a change stamp.
import { statSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import {
  checkEligibility,
  listSkillResources,
  loadSkills,
  readSkillResource,
  skillRoots,
  watchSkillRoots,
  type EligibilityOptions,
  type HostName,
  type Skill,
  type SkillRoot,
} from "@skill-kit/loader";
import type { HostSkill, SkillFiles, SkillSet, SkillSource, WorkflowDriver } from "../types.js";

export interface FolderSkillsOptions {
  /** Where project folders are looked for (default `process.cwd()`). */
  readonly cwd?: string;
  /** Where user folders are looked for (default the user's home). */
  readonly home?: string;
  /** Which hosts' folders (default all the loader knows). */
  readonly hosts?: readonly HostName[];
  /** Search exactly these roots instead of the host folders. */
  readonly roots?: readonly SkillRoot[];
  /** Extra folders: a skill folder, a folder of skills, or a SKILL.md file (after the roots). */
  readonly paths?: readonly string[];
  /** Only `paths` (and `roots`), no host folders. */
  readonly onlyPaths?: boolean;
  /** The eligibility environment (`metadata.requires`, `os`): this process's by default; false to skip the checks. */
  readonly eligibility?: EligibilityOptions | false;
  /** Largest file `readResource` reads (default 1 MiB). */
  readonly maxResourceBytes?: number;
  /**
   * Turns a folder into a workflow driver when it holds a built workflow skill (`builtWorkflows(…)`).
   * Opt-in, as `!cmd` is: activating such a skill runs its own `scripts/run`. Without it a built
   * workflow skill is a plain skill whose SKILL.md tells the model how to run it with its own tools.
   */
  readonly workflow?: (directory: string, skill: Skill) => WorkflowDriver | undefined;
  /** Milliseconds a burst of changes is gathered into one reload (default 100). */
  readonly debounceMs?: number;
}

function stampOf(directory: string, files: readonly string[]): string {
  return ["SKILL.md", ...files]
    .map((file) => {
      try {
        const stat = statSync(join(directory, file));
        return `${file}:${String(stat.size)}:${String(stat.mtimeMs)}`;
      } catch {
        return "-";
      }
    })
    .join(",");
}

function skillFiles(directory: string, maxBytes: number): SkillFiles {
  return {
    list: () => listSkillResources(directory),
    read(path) {
      const resource = readSkillResource(directory, path, { maxBytes });
      return { path: resource.relativePath, text: resource.text, bytes: resource.size };
    },
  };
}

function hostSkill(skill: Skill, options: FolderSkillsOptions): HostSkill {
  const directory = skill.directory;
  if (directory === undefined) return { skill };
  const files = skillFiles(directory, options.maxResourceBytes ?? 1024 * 1024);
  const eligibility =
    options.eligibility === false ? undefined : checkEligibility(skill.spec.metadata, options.eligibility ?? {});
  const unmet = eligibility?.checks.filter((check) => !check.met).map((check) => check.reason) ?? [];
  const workflow = options.workflow?.(directory, skill);
  return {
    skill,
    files,
    stamp: stampOf(directory, files.list().files),
    ...(unmet.length === 0 ? {} : { eligible: false, ineligibleReason: unmet.join("; ") }),
    ...(workflow === undefined ? {} : { workflow }),
  };
}

function rootsOf(options: FolderSkillsOptions): readonly SkillRoot[] {
  if (options.roots !== undefined) return options.roots;
  if (options.onlyPaths === true) return [];
  return skillRoots({
    cwd: options.cwd ?? process.cwd(),
    home: options.home ?? homedir(),
    ...(options.hosts === undefined ? {} : { hosts: options.hosts }),
  });
}

/** A source over skill folders; it can watch them (one watcher per root). */
export function folderSkills(options: FolderSkillsOptions = {}): SkillSource {
  const roots = rootsOf(options);
  const paths = options.paths ?? [];
  return {
    load(): SkillSet {
      const result = loadSkills({ roots, paths });
      return {
        skills: result.skills.map((skill) => hostSkill(skill, options)),
        skipped: result.skipped.map((item) => ({
          directory: item.directory,
          reason: item.diagnostics.map((diagnostic) => diagnostic.message).join("; "),
        })),
      };
    },
    watch(changed) {
      const watcher = watchSkillRoots(
        [...roots.map((root) => root.path), ...paths],
        changed,
        options.debounceMs === undefined ? {} : { debounceMs: options.debounceMs },
      );
      return () => {
        watcher.close();
      };
    },
  };
}
