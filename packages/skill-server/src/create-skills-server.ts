// The MCP server for a set of loaded skills: activation tools, the resource tool, workflow tools, resources.
import { McpServer, type CacheHint } from "@modelcontextprotocol/server";
import type { CatalogResult, DigestCache } from "@skill-kit/loader";
import type { ServerPath } from "@skill-kit/mcp-transport/internal";
import type { ProtocolEra } from "@skill-kit/mcp-transport/stdio";
import { activationCatalog, registerActivationTools } from "./activation-tools.js";
import type { ServedSkill } from "./load-served-skills.js";
import { availableParallelism } from "node:os";
import { ProcessPool } from "./process-pool.js";
import { registerResourceTool } from "./resource-tool.js";
import { SkillRegistry } from "./skill-registry.js";
import { registerSkillResources } from "./skill-resources.js";
import { registerSkillsExtension } from "./skills-extension.js";
import { prepareWorkflowTools } from "./workflow-tools.js";

export interface SkillsServerOptions {
  /** Characters for the catalog in `activate_skill`'s description. */
  readonly budget: number;
  /** Passed to each workflow's `scripts/run` as `--session-dir`. */
  readonly sessionDir?: string;
  /** Passed instead as `--store` (`file:<dir>`, `postgres://…`, `redis://…`). */
  readonly store?: string;
  /** Passed as `--owner`: the identity every run started or advanced belongs to (over HTTP, the token's user). */
  readonly owner?: string;
  readonly version: string;
  /** Where the server reports what it leaves out (a skill over the Skills Extension's limits); default stderr. */
  readonly log?: (text: string) => void;
  /** Runs the workflows' `scripts/run` processes, a bounded number at once (default: one per core); stop it when the client leaves. */
  readonly pool?: ProcessPool;
  /** The digests `skills/list` and `skills/get` reuse for unchanged files (default: one cache for the whole process). */
  readonly digests?: DigestCache;
  /**
   * True when callers may be on another machine (HTTP): `activate_skill` names a skill's folder by its
   * `skill://` URI instead of its path here. Over stdio (false, the default) the client runs on this
   * machine and gets the path, so it can open the files itself.
   */
  readonly remote?: boolean;
}

function instructions(registry: SkillRegistry): string {
  const workflows = registry.workflows.map((served) => served.skill.name);
  return [
    `This server serves ${registry.skills.length} agent skill(s): folders of instructions with scripts, references and assets.`,
    "When a task matches a skill's description (listed in activate_skill), call activate_skill with its name and follow what it returns;",
    "read the skill's files with read_skill_resource and call deactivate_skill when done.",
    ...(workflows.length === 0
      ? []
      : [`Workflow skills (${workflows.join(", ")}) run step by step: start, then advance until status is "done".`]),
    "Every skill is also a resource: skill://<name>/SKILL.md and skill://<name>/<path>; skill://index.json lists them,",
    "and skills/list and skills/get (the MCP Skills Extension) give each skill's files with sha256 digests.",
  ].join(" ");
}

/** What every workflow call passes to `scripts/run` about where runs live and whose they are. */
function runFlagsOf(options: SkillsServerOptions): readonly string[] {
  return [
    ...(options.sessionDir === undefined ? [] : ["--session-dir", options.sessionDir]),
    ...(options.store === undefined ? [] : ["--store", options.store]),
    ...(options.owner === undefined ? [] : ["--owner", options.owner]),
  ];
}

/** What a caller must not see in a workflow's messages: where runs live (and whose they are). */
function hiddenPaths(options: SkillsServerOptions): readonly ServerPath[] {
  return [
    ...(options.sessionDir === undefined ? [] : [{ path: options.sessionDir, label: "<session folder>" }]),
    ...(options.store === undefined ? [] : [{ path: options.store, label: "<store>" }]),
  ];
}

/** What `createSkillsServer` prepared: a cheap, synchronous factory of servers, and the catalog account. */
export interface SkillsServer {
  /** A fresh server, not connected yet; call it once per connection (stdio) or per request (stateless HTTP). */
  readonly create: (era: ProtocolEra) => McpServer;
  /** What the activation catalog shortened or listed by name only; absent when no skill is served. */
  readonly catalog?: CatalogResult;
}

/**
 * Five minutes: these never change while a process runs, but a restart over other folders changes
 * them (the catalog is in `activate_skill`'s description), and a client's cache outlives a process.
 */
const fixedTtlMs = 5 * 60 * 1000;
const fixed: CacheHint = { ttlMs: fixedTtlMs, cacheScope: "public" };
/** Skill files can change on disk at any time: clients must not reuse a listing or a read. */
const live: CacheHint = { ttlMs: 0, cacheScope: "public" };

/**
 * `ttlMs`/`cacheScope` of the 2026-07-28 results (2025 results never carry them). Every caller gets
 * the same answers, so all are public; tools and templates are fixed for the process, resources live.
 */
const cacheHints = {
  "tools/list": fixed,
  "resources/templates/list": fixed,
  "server/discover": fixed,
  "resources/list": live,
  "resources/read": live,
} as const;

/**
 * Does the slow work once (the workflow tools' schema module, the catalog) and returns a factory:
 * `create(era)` builds a new server each call, synchronously, with no side effects, as the SDK's
 * `serveStdio(factory)` and `createMcpHandler(factory)` need.
 */
export async function createSkillsServer(skills: readonly ServedSkill[], options: SkillsServerOptions): Promise<SkillsServer> {
  const registry = new SkillRegistry(skills);
  const log = options.log ?? ((text: string) => process.stderr.write(text));
  const text = instructions(registry);
  const extension = { registry, log, ...(options.digests === undefined ? {} : { digests: options.digests }) };
  const activation = skills.length === 0 ? undefined : activationCatalog(registry, options.budget);
  const workflows =
    skills.length === 0
      ? undefined
      : await prepareWorkflowTools({
          registry,
          pool: options.pool ?? new ProcessPool(availableParallelism()),
          runFlags: runFlagsOf(options),
          hidden: hiddenPaths(options),
          log,
        });
  const create = (era: ProtocolEra): McpServer => {
    // This server never sends a list_changed notification, so it declares listChanged false.
    const server = new McpServer(
      { name: "skill-kit-mcp", version: options.version },
      {
        instructions: text,
        capabilities: {
          resources: { listChanged: false },
          ...(activation === undefined ? {} : { tools: { listChanged: false } }),
        },
        ...(era === "modern" ? { cacheHints } : {}),
      },
    );
    registerSkillResources(server, registry, log);
    registerSkillsExtension(server, extension);
    if (activation === undefined) return server;
    registerActivationTools(server, { registry, activation, remote: options.remote === true });
    registerResourceTool(server, registry, log);
    workflows?.(server);
    return server;
  };
  return activation === undefined ? { create } : { create, catalog: activation.described.catalog };
}
