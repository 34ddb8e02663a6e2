// The skill folders under the paths given to `skill-kit validate`, each named as found under its path.
import { statSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { discoverSkills, type Diagnostic } from "@skill-kit/loader";

/** A folder holding a SKILL.md (or skill.md). */
export interface FoundSkill {
  /** The folder as found under the path given: relative when that path was relative. */
  readonly dir: string;
  /** The absolute folder and SKILL.md paths (links not resolved). */
  readonly directory: string;
  readonly file: string;
  /** Folders between the given path and the skill folder (0: the path is the skill folder). */
  readonly depth: number;
}

/** What was found, the discovery notes (limits, refused links) and the paths without any skill. */
export interface FoundSkills {
  readonly skills: readonly FoundSkill[];
  readonly notes: readonly Diagnostic[];
  readonly empty: readonly string[];
}

function trimSeparator(path: string): string {
  return path.length > 1 && (path.endsWith("/") || path.endsWith(sep)) ? path.slice(0, -1) : path;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Searches every path (a skill folder, a folder of skills, or a SKILL.md file); overlapping paths are searched once. */
export function findSkills(paths: readonly string[], options: { readonly maxDepth: number }): FoundSkills {
  const given = new Map(paths.map((path) => [resolve(path), path] as const));
  const discovery = discoverSkills({ roots: [], paths, maxDepth: options.maxDepth, maxDirectories: Number.POSITIVE_INFINITY, maxSkills: Number.POSITIVE_INFINITY });
  const fileRoots = new Set([...given.keys()].filter(isFile));
  const skills = discovery.candidates.map((candidate): FoundSkill => {
    const root = candidate.root.path;
    const typed = given.get(root) ?? root;
    if (fileRoots.has(root)) return { dir: dirname(typed), directory: candidate.directory, file: candidate.file, depth: 0 };
    const inside = candidate.directory.startsWith(`${root}${sep}`) ? candidate.directory.slice(root.length + 1) : relative(root, candidate.directory);
    const dir = inside === "" ? trimSeparator(typed) : join(typed, inside);
    return { dir, directory: candidate.directory, file: candidate.file, depth: inside === "" ? 0 : inside.split(sep).length };
  });
  const holds = (root: string): boolean => {
    const folder = fileRoots.has(root) ? dirname(root) : root;
    return skills.some((skill) => {
      const inside = relative(folder, skill.directory);
      return inside === "" || (!inside.startsWith("..") && !isAbsolute(inside));
    });
  };
  const empty = [...given].filter(([root]) => !holds(root)).map(([, typed]) => typed);
  return { skills, notes: discovery.diagnostics, empty };
}
