// The skill folders under the paths given to `skill-kit validate`, each named as found under its path.
import { statSync } from "node:fs";
import { dirname, isAbsolute, join, normalize, relative, resolve, sep } from "node:path";
import type { Diagnostic } from "../diagnostic.js";
import { discoverSkills } from "../discovery/discover-skills.js";

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

/** Separators in a path relative to its root, plus one: the folders between root and skill. */
function depthOf(inside: string): number {
  let depth = 1;
  for (let at = inside.indexOf(sep); at !== -1; at = inside.indexOf(sep, at + 1)) depth += 1;
  return depth;
}

/**
 * `join(typed, inside)` for `inside` a normalized relative path without `..`: plain concatenation
 * when `typed` is already normalized (the common case), so 10,000 skills do not normalize 10,000 paths.
 */
function joiner(typed: string): (inside: string) => string {
  const plain = typed !== "." && !typed.endsWith(sep) && !typed.endsWith("/") && normalize(typed) === typed;
  return plain ? (inside) => `${typed}${sep}${inside}` : (inside) => join(typed, inside);
}

/** Searches every path (a skill folder, a folder of skills, or a SKILL.md file); overlapping paths are searched once. */
export function findSkills(paths: readonly string[], options: { readonly maxDepth: number }): FoundSkills {
  const given = new Map(paths.map((path) => [resolve(path), path] as const));
  const discovery = discoverSkills({
    roots: [],
    paths,
    maxDepth: options.maxDepth,
    maxDirectories: Number.POSITIVE_INFINITY,
    maxSkills: Number.POSITIVE_INFINITY,
  });
  const fileRoots = new Set([...given.keys()].filter(isFile));
  const roots = new Map<string, { readonly typed: string; readonly prefix: string; readonly join: (inside: string) => string }>();
  const rootOf = (
    root: string,
  ): { readonly typed: string; readonly prefix: string; readonly join: (inside: string) => string } => {
    let known = roots.get(root);
    if (known === undefined) {
      const typed = given.get(root) ?? root;
      known = { typed, prefix: `${root}${sep}`, join: joiner(typed) };
      roots.set(root, known);
    }
    return known;
  };
  const skills = discovery.candidates.map((candidate): FoundSkill => {
    const root = candidate.root.path;
    const { typed, prefix, join: joinTyped } = rootOf(root);
    if (fileRoots.has(root)) return { dir: dirname(typed), directory: candidate.directory, file: candidate.file, depth: 0 };
    if (candidate.directory.startsWith(prefix)) {
      // Below a root, discovery builds each folder from names it read: the rest is already normalized.
      const inside = candidate.directory.slice(prefix.length);
      return { dir: joinTyped(inside), directory: candidate.directory, file: candidate.file, depth: depthOf(inside) };
    }
    const inside = relative(root, candidate.directory);
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
