// The skills as MCP resources: `skill://index.json`, and every skill's SKILL.md and files under `skill://<name>/…`.
import { ResourceTemplate, type McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ErrorCode, type Resource } from "@modelcontextprotocol/sdk/types.js";
import { LoaderError, readSkillResource, skillByteLimit } from "@skill-kit/loader";
import { basename } from "node:path";
import type { ServedSkill } from "./load-served-skills.js";
import { servedFiles } from "./served-files.js";
import { mimeTypeOf, resourceContents } from "./resource-contents.js";
import type { SkillRegistry } from "./skill-registry.js";
import { indexUri, parseSkillUri, skillUri } from "./skill-uri.js";

/** Files listed by resources/list in all (each SKILL.md always is); the rest stay readable by URI. */
const maxListedResources = 1000;

function skillIndex(skills: readonly ServedSkill[]): string {
  const entries = skills.map((served) => ({
    name: served.skill.name,
    type: "skill-md",
    description: served.skill.description,
    url: skillUri(served.skill.name),
  }));
  return `${JSON.stringify({ skills: entries }, null, 2)}\n`;
}

function listResources(skills: readonly ServedSkill[]): Resource[] {
  const resources: Resource[] = skills.map((served) => ({
    uri: skillUri(served.skill.name),
    name: `${served.skill.name}/SKILL.md`,
    title: `${served.skill.name} (SKILL.md)`,
    description: served.skill.description,
    mimeType: "text/markdown",
  }));
  for (const served of skills) {
    if (resources.length >= maxListedResources) break;
    for (const file of servedFiles(served, maxListedResources - resources.length).files) {
      resources.push({
        uri: skillUri(served.skill.name, file),
        name: `${served.skill.name}/${file}`,
        title: `${served.skill.name}: ${file}`,
        mimeType: mimeTypeOf(file, true),
      });
    }
  }
  return resources;
}

/**
 * An invalid-params error the SDK sends with this message as it is. (`McpError` would put "MCP error
 * -32602:" into the message, and the client's `McpError` adds it again.)
 */
function invalidParams(message: string): Error & { readonly code: number } {
  return Object.assign(new Error(message), { code: ErrorCode.InvalidParams });
}

/**
 * A file's contents. Up to the Skills Extension's per-skill limit (16 MiB), so a host can read every
 * file a skill's manifest lists; the read_skill_resource tool keeps its own, smaller limit.
 */
function readFile(registry: SkillRegistry, uri: URL): { contents: ReturnType<typeof resourceContents>[] } {
  const address = parseSkillUri(uri);
  const served = address === undefined ? undefined : registry.find(address.name);
  if (address === undefined || served === undefined) throw invalidParams(`no skill at ${uri.href}; see ${indexUri}`);
  const path = address.path === "SKILL.md" ? basename(served.skill.location ?? "SKILL.md") : address.path;
  try {
    return { contents: [resourceContents(uri.href, readSkillResource(served.directory, path, { maxBytes: skillByteLimit }))] };
  } catch (error) {
    if (LoaderError.isInstance(error)) throw invalidParams(error.message);
    throw error;
  }
}

export function registerSkillResources(server: McpServer, registry: SkillRegistry): void {
  server.registerResource(
    "skill-index",
    indexUri,
    {
      title: "Skills served here",
      description: "Every skill: name, description and the URI of its SKILL.md",
      mimeType: "application/json",
    },
    (uri) => ({ contents: [{ uri: uri.href, mimeType: "application/json", text: skillIndex(registry.skills) }] }),
  );
  server.registerResource(
    "skill-file",
    new ResourceTemplate("skill://{skill}/{+path}", { list: () => ({ resources: listResources(registry.skills) }) }),
    { title: "A skill's file", description: "skill://<name>/SKILL.md, or skill://<name>/<path> for any file of the skill" },
    (uri) => readFile(registry, uri),
  );
}
