// `resources/directory/read` for skill folders: the direct children of `skill://<name>` or
// `skill://<name>/<folder>`, files with their MIME type and folders as `inode/directory`.
import type { Resource } from "@modelcontextprotocol/sdk/types.js";
import { listSkillResources, skillFileLimit } from "@skill-kit/loader";
import { basename } from "node:path";
import { mimeTypeOf } from "./resource-contents.js";
import type { SkillRegistry } from "./skill-registry.js";
import { parseSkillUri, skillUri } from "./skill-uri.js";

const directoryType = "inode/directory";

/** The children, or why the URI is not a directory of a served skill. */
export function directoryChildren(registry: SkillRegistry, uri: string): Resource[] | string {
  const address = URL.canParse(uri) ? parseSkillUri(new URL(uri)) : undefined;
  const served = address === undefined ? undefined : registry.find(address.name);
  if (address === undefined || served === undefined) return `no skill directory at ${uri}`;
  const folder = address.path.replace(/\/$/, "");
  const prefix = folder === "" ? "" : `${folder}/`;
  const skillMd = basename(served.skill.location ?? "SKILL.md");
  const files = [skillMd, ...listSkillResources(served.directory, { maxFiles: skillFileLimit, maxDepth: 32 }).files];
  if (files.includes(folder)) return `${uri} is not a directory resource`;
  const inside = files.filter((file) => file.startsWith(prefix));
  if (folder !== "" && inside.length === 0) return `no skill directory at ${uri}`;
  const children = new Map<string, Resource>();
  const name = served.skill.name;
  for (const file of inside) {
    const rest = file.slice(prefix.length);
    const [child = rest] = rest.split("/");
    const isFolder = rest.includes("/");
    const path = file === skillMd && folder === "" ? "SKILL.md" : `${prefix}${child}`;
    if (children.has(path)) continue;
    const childUri = skillUri(name, path);
    children.set(path, {
      uri: childUri,
      name: isFolder ? child : path === "SKILL.md" ? "SKILL.md" : child,
      mimeType: isFolder ? directoryType : mimeTypeOf(path, true),
    });
  }
  return [...children.values()];
}
