// The MCP Skills Extension (SEP-2640, `io.modelcontextprotocol/skills`): `skills/list` and
// `skills/get` give each skill's frontmatter and a manifest of its files with sha256 digests,
// taken from one snapshot of its folder; `resources/directory/read` lists a folder's children.
// Files are read with the ordinary `resources/read` (skill-resources.ts).
import type { McpServer } from "@modelcontextprotocol/server";
import { DigestCache, SnapshotError, snapshotSkill } from "@skill-kit/loader";
import { basename } from "node:path";
import { z } from "zod";
import type { ServedSkill } from "./load-served-skills.js";
import { directoryChildren } from "./skill-directories.js";
import type { SkillRegistry } from "./skill-registry.js";
import { internalError, invalidParams } from "./protocol-errors.js";

export const skillsExtensionId = "io.modelcontextprotocol/skills";
/** Where a workflow skill's entry says which tools run it (our own `_meta` prefix, as the extension asks). */
export const workflowMetaKey = "dev.skill-kit/workflow";
/** Skills per `skills/list` page. */
const skillsPageSize = 50;
/**
 * Digests by file identity, shared by every server of the process (over HTTP there is one per
 * request), so listing an unchanged tree costs a `stat` per file and reads nothing.
 */
const sharedDigests = new DigestCache();
/**
 * How long a host may treat a listing, an entry or a read as current: 30 s. A skill's files can
 * change on disk while the server runs (`--watch` reloads them, and reads are always of the files as
 * they are), so a result is not kept for long; but `ttlMs: 0` says "never reuse", which makes a
 * client fetch the same unchanged listing for every look. Within 30 s a client's burst (list, get,
 * then each file) is served from its cache, and an edit is seen at most 30 s late; a watched server
 * also says at once that its lists changed (docs/decisions/2026-11-29-actionable-errors.md). Every
 * caller gets the same answer, so it is public.
 */
export const liveCache = { ttlMs: 30_000, cacheScope: "public" } as const;

/**
 * The params of each method. Loose objects: a request's `_meta` (every 2026-07-28 request has one)
 * and keys a later revision adds pass; a missing or mistyped field is refused by the SDK with -32602.
 */
const listParams = z.looseObject({ cursor: z.string().optional() });
const getParams = z.looseObject({ uri: z.string() });
const directoryParams = z.looseObject({ uri: z.string(), cursor: z.string().optional() });
const anyResult = z.looseObject({});

interface SkillEntry {
  readonly uri: string;
  readonly frontmatter: Readonly<Record<string, unknown>>;
  readonly resources: readonly { readonly uri: string; readonly digest: string; readonly size: number }[];
  readonly _meta?: Readonly<Record<string, unknown>>;
}

/**
 * The entry of one served skill, from a fresh snapshot of its folder (digests of unchanged files from
 * the cache). A failure other than a `SnapshotError` (a file that cannot be read) is logged with its
 * paths and reaches the caller as an internal error that names the skill only.
 */
async function skillEntry(served: ServedSkill, context: ExtensionContext): Promise<SkillEntry> {
  const { registry } = context;
  const name = served.skill.name;
  const skillMd = basename(served.skill.location ?? "SKILL.md");
  const snapshot = await snapshotSkill(served.directory, { skillMd, cache: context.digests }).catch((error: unknown) => {
    if (SnapshotError.isInstance(error)) throw error;
    context.log(`reading ${name} (${served.directory}) failed: ${error instanceof Error ? error.message : String(error)}\n`);
    throw internalError(`the files of skill "${name}" could not be read; the server's log says why`);
  });
  const workflow = {
    start: { tool: "start", arguments: { skill: name } },
    advance: { tool: "advance", arguments: { skill: name } },
  };
  return {
    uri: registry.uriOf(served),
    frontmatter: snapshot.frontmatter,
    resources: snapshot.files.map((file) => ({ uri: registry.uriOf(served, file.path), digest: file.digest, size: file.size })),
    ...(served.workflow ? { _meta: { [workflowMetaKey]: workflow } } : {}),
  };
}

function pageStart(cursor: string | undefined, total: number): number {
  if (cursor === undefined) return 0;
  const start = /^[0-9]{1,9}$/.test(cursor) ? Number(cursor) : Number.NaN;
  if (!(start > 0 && start < total)) throw invalidParams(`invalid cursor ${JSON.stringify(cursor)}: pass back a nextCursor`);
  return start;
}

/** Entries for a page of skills, one skill at a time; one over the extension's limits is left out (and said so on stderr). */
async function listSkills(context: ExtensionContext, cursor: string | undefined): Promise<Record<string, unknown>> {
  const { registry } = context;
  const start = pageStart(cursor, registry.skills.length);
  const page = registry.skills.slice(start, start + skillsPageSize);
  const skills: SkillEntry[] = [];
  for (const served of page) {
    try {
      skills.push(await skillEntry(served, context));
    } catch (error) {
      if (!SnapshotError.isInstance(error)) throw error;
      context.log(`skills/list leaves out ${served.skill.name} (${served.directory}): ${error.message}\n`);
    }
  }
  const next = start + skillsPageSize;
  return { resultType: "complete", skills, ...(next < registry.skills.length ? { nextCursor: String(next) } : {}), ...liveCache };
}

async function getSkill(context: ExtensionContext, uri: string): Promise<Record<string, unknown>> {
  const served = context.registry.atManifest(uri);
  if (served === undefined) throw invalidParams(`No skill is served at ${uri}`);
  try {
    return { resultType: "complete", skill: await skillEntry(served, context), ...liveCache };
  } catch (error) {
    if (SnapshotError.isInstance(error) && error.code === "SKILL_TOO_LARGE") throw invalidParams(error.message);
    throw error;
  }
}

/** What the extension's handlers work from. `digests` defaults to the one cache of the process. */
export interface ExtensionContext {
  readonly registry: SkillRegistry;
  readonly log: (text: string) => void;
  readonly digests: DigestCache;
}

export function registerSkillsExtension(
  server: McpServer,
  input: Omit<ExtensionContext, "digests"> & { readonly digests?: DigestCache },
): void {
  const context: ExtensionContext = { ...input, digests: input.digests ?? sharedDigests };
  const { registry } = context;
  // Declared once: a watched server sets the handlers again on reload, after it is connected.
  if (server.server.getCapabilities().extensions?.[skillsExtensionId] === undefined)
    server.server.registerCapabilities({ extensions: { [skillsExtensionId]: { directoryRead: true } } });
  server.server.setRequestHandler("skills/list", { params: listParams, result: anyResult }, (params) =>
    listSkills(context, params.cursor),
  );
  server.server.setRequestHandler("skills/get", { params: getParams, result: anyResult }, (params) =>
    getSkill(context, params.uri),
  );
  server.server.setRequestHandler("resources/directory/read", { params: directoryParams, result: anyResult }, (params) => {
    // One page, always: a cursor is one this server never gave.
    if (params.cursor !== undefined)
      throw invalidParams(`invalid cursor ${JSON.stringify(params.cursor)}: a directory is read in one page`);
    const children = directoryChildren(registry, params.uri);
    if (typeof children === "string") throw invalidParams(children);
    return { resultType: "complete", resources: children, ...liveCache };
  });
}
