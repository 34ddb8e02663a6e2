// The skills as MCP resources: `skill://index.json`, and every skill's SKILL.md and files under
// `skill://<name>/…`; a nested skill's under its enclosing skill's tree (skill-registry.ts).
import {
  ResourceTemplate,
  type McpServer,
  type RegisteredResource,
  type RegisteredResourceTemplate,
  type Resource,
} from "@modelcontextprotocol/server";
import { LoaderError, readSkillResource, skillByteLimit } from "@skill-kit/loader";
import { basename } from "node:path";
import { invalidParams } from "./protocol-errors.js";
import { resourceErrorMessage } from "./remote-message.js";
import { servedFiles } from "./served-files.js";
import { mimeTypeOf, resourceContents } from "./resource-contents.js";
import type { SkillRegistry } from "./skill-registry.js";
import { indexUri } from "./skill-uri.js";

/** Files listed by resources/list in all (each SKILL.md always is); the rest stay readable by URI. */
const maxListedResources = 1000;

const indexMetadata = {
  title: "Skills served here",
  description: "Every skill: name, description and the URI of its SKILL.md",
  mimeType: "application/json",
};
const indexResource: Resource = { uri: indexUri, name: "skill-index", ...indexMetadata };

function skillIndex(registry: SkillRegistry): string {
  const entries = registry.skills.map((served) => ({
    name: served.skill.name,
    type: "skill-md",
    description: served.skill.description,
    url: registry.uriOf(served),
  }));
  return `${JSON.stringify({ skills: entries }, null, 2)}\n`;
}

/** Each SKILL.md (named by its frontmatter name), then the trees' files; a URI is listed once. */
function listResources(registry: SkillRegistry): Resource[] {
  const listed = new Map<string, Resource>();
  for (const served of registry.skills) {
    const uri = registry.uriOf(served);
    if (listed.has(uri)) continue;
    const name = served.skill.name;
    listed.set(uri, { uri, name, title: `${name} (SKILL.md)`, description: served.skill.description, mimeType: "text/markdown" });
  }
  const limit = maxListedResources + listed.size;
  for (const served of registry.trees) {
    if (listed.size >= limit) break;
    for (const file of servedFiles(served, limit - listed.size).files) {
      const uri = registry.uriOf(served, file);
      if (listed.has(uri)) continue;
      listed.set(uri, {
        uri,
        name: `${served.skill.name}/${file}`,
        title: `${served.skill.name}: ${file}`,
        mimeType: mimeTypeOf(file),
      });
    }
  }
  return [...listed.values()];
}

/**
 * A file's contents. Up to the Skills Extension's per-skill limit (16 MiB), so a host can read every
 * file a skill's manifest lists; the read_skill_resource tool keeps its own, smaller limit.
 */
function readFile(
  registry: SkillRegistry,
  uri: URL,
  log: (text: string) => void,
): { contents: ReturnType<typeof resourceContents>[] } {
  const manifest = registry.atManifest(uri.href);
  const file =
    manifest === undefined ? registry.resolve(uri) : { tree: manifest, path: basename(manifest.skill.location ?? "SKILL.md") };
  if (file === undefined) throw invalidParams(`no skill at ${uri.href}; see ${indexUri}`);
  const { tree: served, path } = file;
  try {
    const resource = readSkillResource(served.directory, path, { maxBytes: skillByteLimit });
    // A SKILL.md is typed as it is listed, whatever its file is called (`skill.md`).
    const contents = resourceContents(uri.href, resource);
    return { contents: [manifest === undefined ? contents : { ...contents, mimeType: "text/markdown" }] };
  } catch (error) {
    if (LoaderError.isInstance(error))
      throw invalidParams(resourceErrorMessage(error, { served, log, context: `resources/read ${uri.href}` }));
    throw error;
  }
}

/**
 * Registers the resources and returns them (a watched server replaces them on reload); `log` is the
 * server's own log, where a refusal's paths are kept. The listing is one page: a `cursor` (this
 * server never gives one) is refused with `-32602`.
 */
export function registerSkillResources(
  server: McpServer,
  registry: SkillRegistry,
  log: (text: string) => void,
): (RegisteredResource | RegisteredResourceTemplate)[] {
  const index = server.registerResource("skill-index", indexUri, indexMetadata, (uri) => ({
    contents: [{ uri: uri.href, mimeType: "application/json", text: skillIndex(registry) }],
  }));
  const files = server.registerResource(
    "skill-file",
    new ResourceTemplate("skill://{skill}/{+path}", { list: undefined }),
    { title: "A skill's file", description: "skill://<name>/SKILL.md, or skill://<name>/<path> for any file of the skill" },
    (uri) => readFile(registry, uri, log),
  );
  server.server.setRequestHandler("resources/list", (request) => {
    const cursor = request.params?.cursor;
    if (cursor !== undefined) throw invalidParams(`invalid cursor ${JSON.stringify(cursor)}: resources/list has one page`);
    return { resources: [indexResource, ...listResources(registry)] };
  });
  return [index, files];
}
