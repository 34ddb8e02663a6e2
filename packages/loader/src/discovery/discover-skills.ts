// A bounded, deterministic walk of skill roots: depth and folder limits, no .git or node_modules,
// symbolic links followed only when they stay inside an allowed root.
import { readdirSync, statSync, type Dirent } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { skillRoots, type SkillRoot } from "./skill-roots.js";
import { checkLimit } from "../check-limit.js";
import { warningDiagnostic, type Diagnostic } from "../diagnostic.js";
import { realPath, skippedFolders } from "../files/walk.js";
import { skillFileNames } from "./skill-file.js";

/** A folder holding a SKILL.md, found under `root`. `order` is its position in precedence order. */
export interface SkillCandidate {
  readonly directory: string;
  readonly file: string;
  readonly root: SkillRoot;
  readonly order: number;
}

/** Options for `discoverSkills`. Without `roots`, the host folders of `cwd` and `home` are used. */
export interface DiscoverOptions {
  readonly roots?: readonly SkillRoot[];
  readonly cwd?: string;
  readonly home?: string;
  /** Extra folders to search (a skill folder, a folder of skills, or a SKILL.md file), after the roots. */
  readonly paths?: readonly string[];
  /** Folders symbolic links may lead into besides the roots themselves. */
  readonly allowedRoots?: readonly string[];
  /** How deep below a root to look (default 6). */
  readonly maxDepth?: number;
  /** Folders read per root at most (default 2000). */
  readonly maxDirectories?: number;
  /** Skills found in total at most (default 10,000). */
  readonly maxSkills?: number;
  /** Also look inside skill folders for nested skills (default true). */
  readonly nested?: boolean;
}

/** What was found, and warnings about limits reached or links refused. */
export interface Discovery {
  readonly candidates: readonly SkillCandidate[];
  readonly diagnostics: readonly Diagnostic[];
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function isInside(path: string, folder: string): boolean {
  const rel = relative(folder, path);
  return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel));
}

function entries(folder: string): Dirent[] {
  try {
    return readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  } catch {
    return [];
  }
}

/** True for a path `resolve` gives back unchanged (absolute, normalized): `join` on it needs no normalizing. */
function isClean(path: string): boolean {
  return resolve(path) === path;
}

/** `join(folder, name)` for a name read from the folder; on a clean folder, without normalizing again. */
function childPath(folder: string, name: string, clean: boolean): string {
  if (!clean) return join(folder, name);
  return folder.endsWith(sep) ? `${folder}${name}` : `${folder}${sep}${name}`;
}

function rootsFor(options: DiscoverOptions): SkillRoot[] {
  const base = options.roots ?? skillRoots({ cwd: options.cwd ?? process.cwd(), home: options.home ?? process.env.HOME ?? "" });
  const extra = (options.paths ?? []).map((path): SkillRoot => ({ path: resolve(path), scope: "path" }));
  return [...base, ...extra];
}

class Walk {
  readonly candidates: SkillCandidate[] = [];
  readonly diagnostics: Diagnostic[] = [];
  private readonly visited = new Set<string>();
  private readonly allowed: string[];

  constructor(
    private readonly options: DiscoverOptions,
    roots: readonly SkillRoot[],
  ) {
    const allowed = [...roots.map((root) => root.path), ...(options.allowedRoots ?? [])];
    this.allowed = allowed.map(realPath).filter((path): path is string => path !== undefined);
  }

  get full(): boolean {
    return this.candidates.length >= (this.options.maxSkills ?? 10_000);
  }

  walkRoot(root: SkillRoot): void {
    const real = realPath(root.path);
    if (real === undefined) return;
    if (!isDirectory(real)) {
      if (/^skill\.md$/i.test(basename(root.path))) this.add(dirname(root.path), root.path, { root, clean: false });
      else this.warn("not-a-skill-path", `${root.path} is neither a folder nor a SKILL.md file; it was skipped`, root.path);
      return;
    }
    const maxDepth = this.options.maxDepth ?? 6;
    const maxDirectories = this.options.maxDirectories ?? 2000;
    const clean = isClean(root.path);
    const queue: { path: string; real: string; depth: number }[] = [{ path: root.path, real, depth: 0 }];
    let read = 0;
    let cutAtDepth = false;
    // An index, not shift(): shifting a queue of thousands of folders copies it every time.
    for (let at = 0, next = queue[0]; next !== undefined && !this.full; at += 1, next = queue[at]) {
      if (this.visited.has(next.real)) continue;
      this.visited.add(next.real);
      if (read >= maxDirectories) {
        this.warn(
          "discovery-limit",
          `stopped after reading ${maxDirectories} folders under ${root.path}; some skills there may be missing`,
          root.path,
        );
        return;
      }
      read += 1;
      const children = entries(next.path);
      const skillFile = this.skillFile(next.path, children, clean);
      if (skillFile !== undefined) this.add(next.path, skillFile, { root, clean });
      if (skillFile !== undefined && this.options.nested === false) continue;
      for (const child of children) {
        if (!child.isDirectory() && !child.isSymbolicLink()) continue;
        if (skippedFolders.has(child.name)) continue;
        const path = childPath(next.path, child.name, clean);
        const childReal = child.isSymbolicLink() ? this.followLink(path) : childPath(next.real, child.name, true);
        if (childReal === undefined) continue;
        if (next.depth + 1 > maxDepth) cutAtDepth = true;
        else queue.push({ path, real: childReal, depth: next.depth + 1 });
      }
    }
    if (cutAtDepth) this.warn("discovery-depth", `did not look deeper than ${maxDepth} folders below ${root.path}`, root.path);
  }

  private skillFile(folder: string, children: readonly Dirent[], clean: boolean): string | undefined {
    for (const name of skillFileNames) {
      const child = children.find((entry) => entry.name === name);
      if (child === undefined) continue;
      const path = childPath(folder, name, clean);
      if (child.isSymbolicLink() && this.followLink(path) === undefined) continue;
      return path;
    }
    return undefined;
  }

  /** The real path of a link, if it exists and stays inside an allowed root; otherwise undefined (with a warning when refused). */
  private followLink(path: string): string | undefined {
    const real = realPath(path);
    if (real === undefined) return undefined;
    if (this.allowed.some((root) => isInside(real, root))) return real;
    this.warn(
      "symlink-outside-roots",
      `did not follow the symbolic link ${path}: it leads to ${real}, outside every skill root`,
      path,
    );
    return undefined;
  }

  /** `clean`: both paths are already absolute and normalized, so `resolve` would not change them. */
  private add(directory: string, file: string, from: { readonly root: SkillRoot; readonly clean: boolean }): void {
    const { root, clean } = from;
    this.candidates.push({
      directory: clean ? directory : resolve(directory),
      file: clean ? file : resolve(file),
      root,
      order: this.candidates.length,
    });
    if (this.full) this.warn("discovery-limit", `stopped after finding ${this.candidates.length} skills`, directory);
  }

  private warn(rule: string, message: string, path: string): void {
    this.diagnostics.push(warningDiagnostic(rule, message, path));
  }
}

/** Finds skill folders under every root, in precedence order (root order, then breadth-first by name). */
export function discoverSkills(options: DiscoverOptions = {}): Discovery {
  checkLimit("maxDepth", options.maxDepth, 0);
  checkLimit("maxDirectories", options.maxDirectories, 1);
  checkLimit("maxSkills", options.maxSkills, 0);
  const roots = rootsFor(options);
  const walk = new Walk(options, roots);
  for (const root of roots) {
    if (walk.full) break;
    walk.walkRoot(root);
  }
  return { candidates: walk.candidates, diagnostics: walk.diagnostics };
}
