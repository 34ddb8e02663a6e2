// Lists the files of a skill (for a `<skill_resources>` listing): bounded, sorted, contained.
import { readdirSync, statSync, type Dirent } from "node:fs";
import { isAbsolute, join, relative } from "node:path";
import { checkLimit } from "../check-limit.js";
import { realPath, skippedFolders } from "../files/walk.js";

/** Bounds for the listing. */
export interface ListResourcesOptions {
  /** Files listed at most (default 500). */
  readonly maxFiles?: number;
  /** Folder levels below the skill folder (default 6). */
  readonly maxDepth?: number;
}

/** Relative paths with `/` separators, and whether a bound cut the listing short. */
export interface ResourceListing {
  readonly files: readonly string[];
  readonly truncated: boolean;
}

function sortedEntries(folder: string): Dirent[] {
  try {
    return readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  } catch {
    return [];
  }
}

/**
 * Lists every regular file of the skill except its SKILL.md, breadth-first in name order. Skips
 * `.git` and `node_modules`; a symbolic link is listed or followed only when it stays inside the skill.
 */
export function listSkillResources(directory: string, options: ListResourcesOptions = {}): ResourceListing {
  checkLimit("maxFiles", options.maxFiles, 0);
  checkLimit("maxDepth", options.maxDepth, 0);
  const root = realPath(directory);
  if (root === undefined) return { files: [], truncated: false };
  const maxFiles = options.maxFiles ?? 500;
  const maxDepth = options.maxDepth ?? 6;
  const inside = (real: string): boolean => {
    const rel = relative(root, real);
    return rel !== "" && !rel.startsWith("..") && !isAbsolute(rel);
  };
  const files: string[] = [];
  const visited = new Set<string>([root]);
  const queue: { path: string; prefix: string; depth: number }[] = [{ path: root, prefix: "", depth: 0 }];
  let truncated = false;
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const entry of sortedEntries(next.path)) {
      if (skippedFolders.has(entry.name)) continue;
      const path = join(next.path, entry.name);
      const real = entry.isSymbolicLink() ? realPath(path) : path;
      if (real === undefined || (entry.isSymbolicLink() && !inside(real))) continue;
      const stats = entry.isSymbolicLink() ? statSync(real) : undefined;
      const isDirectory = stats?.isDirectory() ?? entry.isDirectory();
      const isFile = stats?.isFile() ?? entry.isFile();
      const name = `${next.prefix}${entry.name}`;
      if (isDirectory && !visited.has(real)) {
        visited.add(real);
        if (next.depth + 1 > maxDepth) truncated = true;
        else queue.push({ path, prefix: `${name}/`, depth: next.depth + 1 });
      } else if (isFile && !(next.depth === 0 && /^skill\.md$/i.test(entry.name))) {
        if (files.length >= maxFiles) return { files, truncated: true };
        files.push(name);
      }
    }
  }
  return { files, truncated };
}
