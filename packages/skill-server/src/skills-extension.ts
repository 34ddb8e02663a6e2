// The MCP Skills Extension (SEP-2640, `io.modelcontextprotocol/skills`): `skills/list` and
// `skills/get` give each skill's frontmatter and a manifest of its files with sha256 digests,
// taken from one snapshot of its folder; `resources/directory/read` lists a folder's children.
// Files are read with the ordinary `resources/read` (skill-resources.ts).
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ErrorCode } from "@modelcontextprotocol/sdk/types.js";
import { SnapshotError, snapshotSkill } from "@skill-kit/loader";
import { basename } from "node:path";
import { z } from "zod";
import type { ServedSkill } from "./load-served-skills.js";
import { directoryChildren } from "./skill-directories.js";
import type { SkillRegistry } from "./skill-registry.js";
import { parseSkillUri, skillUri } from "./skill-uri.js";

export const skillsExtensionId = "io.modelcontextprotocol/skills";
/** Where a workflow skill's entry says which tools run it (our own `_meta` prefix, as the extension asks). */
export const workflowMetaKey = "dev.skill-kit/workflow";
/** Skills per `skills/list` page. */
const skillsPageSize = 50;
/** How long a host may treat a listing or an entry as current. */
const cache = { ttlMs: 60_000, cacheScope: "public" } as const;

const paginated = z.looseObject({ cursor: z.string().optional() }).optional();
const listRequest = z.object({ method: z.literal("skills/list"), params: paginated });
const getRequest = z.object({ method: z.literal("skills/get"), params: z.looseObject({ uri: z.string() }) });
const directoryRequest = z.object({
  method: z.literal("resources/directory/read"),
  params: z.looseObject({ uri: z.string(), cursor: z.string().optional() }),
});

interface SkillEntry {
  readonly uri: string;
  readonly frontmatter: Readonly<Record<string, unknown>>;
  readonly resources: readonly { readonly uri: string; readonly digest: string; readonly size: number }[];
  readonly _meta?: Readonly<Record<string, unknown>>;
}

function invalidParams(message: string): Error & { readonly code: number } {
  return Object.assign(new Error(message), { code: ErrorCode.InvalidParams });
}

/** The entry of one served skill, from a fresh snapshot of its folder. */
function skillEntry(served: ServedSkill): SkillEntry {
  const name = served.skill.name;
  const snapshot = snapshotSkill(served.directory, { skillMd: basename(served.skill.location ?? "SKILL.md") });
  const workflow = {
    start: { tool: "start", arguments: { skill: name } },
    advance: { tool: "advance", arguments: { skill: name } },
  };
  return {
    uri: skillUri(name),
    frontmatter: snapshot.frontmatter,
    resources: snapshot.files.map((file) => ({ uri: skillUri(name, file.path), digest: file.digest, size: file.size })),
    ...(served.workflow ? { _meta: { [workflowMetaKey]: workflow } } : {}),
  };
}

function pageStart(cursor: string | undefined, total: number): number {
  if (cursor === undefined) return 0;
  const start = /^[0-9]{1,9}$/.test(cursor) ? Number(cursor) : Number.NaN;
  if (!(start > 0 && start < total)) throw invalidParams(`invalid cursor ${JSON.stringify(cursor)}: pass back a nextCursor`);
  return start;
}

/** Entries for a page of skills; a skill over the extension's limits is left out (and said so on stderr). */
function listSkills(registry: SkillRegistry, cursor: string | undefined, log: (text: string) => void): Record<string, unknown> {
  const start = pageStart(cursor, registry.skills.length);
  const page = registry.skills.slice(start, start + skillsPageSize);
  const skills = page.flatMap((served) => {
    try {
      return [skillEntry(served)];
    } catch (error) {
      if (!SnapshotError.isInstance(error)) throw error;
      log(`skills/list leaves out ${served.skill.name}: ${error.message}\n`);
      return [];
    }
  });
  const next = start + skillsPageSize;
  return { resultType: "complete", skills, ...(next < registry.skills.length ? { nextCursor: String(next) } : {}), ...cache };
}

function getSkill(registry: SkillRegistry, uri: string): Record<string, unknown> {
  const address = URL.canParse(uri) ? parseSkillUri(new URL(uri)) : undefined;
  const served = address?.path === "SKILL.md" ? registry.find(address.name) : undefined;
  if (served === undefined || skillUri(served.skill.name) !== uri) throw invalidParams(`No skill is served at ${uri}`);
  try {
    return { resultType: "complete", skill: skillEntry(served), ...cache };
  } catch (error) {
    if (SnapshotError.isInstance(error) && error.code === "SKILL_TOO_LARGE") throw invalidParams(error.message);
    throw error;
  }
}

export function registerSkillsExtension(server: McpServer, registry: SkillRegistry, log: (text: string) => void): void {
  server.server.registerCapabilities({ extensions: { [skillsExtensionId]: { directoryRead: true } } });
  server.server.setRequestHandler(listRequest, (request) => listSkills(registry, request.params?.cursor, log));
  server.server.setRequestHandler(getRequest, (request) => getSkill(registry, request.params.uri));
  server.server.setRequestHandler(directoryRequest, (request) => {
    const children = directoryChildren(registry, request.params.uri);
    if (typeof children === "string") throw invalidParams(children);
    return { resultType: "complete", resources: children };
  });
}
