// `resources/directory/read` for skill folders: the direct children of `skill://<name>` or a folder
// in it, read from disk, files with their MIME type and folders (empty ones too) as `inode/directory`.
// Like the file listing, it skips `.git` and `node_modules`, and follows a link only inside the skill.
import type { Resource } from "@modelcontextprotocol/server";
import { readdirSync, realpathSync, statSync, type Stats } from "node:fs";
import { basename, isAbsolute, join, relative } from "node:path";
import { mimeTypeOf } from "./resource-contents.js";
import type { SkillRegistry } from "./skill-registry.js";

const directoryType = "inode/directory";
const skipped: ReadonlySet<string> = new Set([".git", "node_modules"]);

function real(path: string): string | undefined {
  try {
    return realpathSync.native(path);
  } catch {
    return undefined;
  }
}

function statOf(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

/** The real path of `path` when it stays inside `root` (or is it), else undefined. */
function inside(root: string, path: string): string | undefined {
  const resolved = real(path);
  if (resolved === undefined) return undefined;
  const rel = relative(root, resolved);
  return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel)) ? resolved : undefined;
}

/** The children, or why the URI is not a directory of a served skill. */
export function directoryChildren(registry: SkillRegistry, uri: string): Resource[] | string {
  const resolved = URL.canParse(uri) ? registry.resolve(new URL(uri)) : undefined;
  if (resolved === undefined) return `no skill directory at ${uri}`;
  const { tree } = resolved;
  const folder = resolved.path.replace(/\/$/, "");
  const segments = folder === "" ? [] : folder.split("/");
  const root = real(tree.directory);
  if (root === undefined || segments.some((segment) => ["", ".", ".."].includes(segment) || skipped.has(segment)))
    return `no skill directory at ${uri}`;
  const path = inside(root, join(root, ...segments));
  const stats = path === undefined ? undefined : statOf(path);
  if (path === undefined || stats === undefined) return `no skill directory at ${uri}`;
  if (!stats.isDirectory()) return `${uri} is not a directory resource`;
  const skillMd = basename(tree.skill.location ?? "SKILL.md");
  const prefix = folder === "" ? "" : `${folder}/`;
  const children: Resource[] = [];
  const names = readdirSync(path).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const name of names) {
    if (skipped.has(name)) continue;
    const target = inside(root, join(path, name));
    const kind = target === undefined ? undefined : statOf(target);
    if (kind === undefined || (!kind.isDirectory() && !kind.isFile())) continue;
    const child = folder === "" && name === skillMd ? "SKILL.md" : name;
    const mimeType = kind.isDirectory() ? directoryType : child === "SKILL.md" ? "text/markdown" : mimeTypeOf(child);
    children.push({ uri: registry.uriOf(tree, `${prefix}${child}`), name: child, mimeType });
  }
  return children;
}
