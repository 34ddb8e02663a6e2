// What a server of a set of skills is made from (the registry, the catalog, the workflow tools), worked
// out once per set; and a server made from it, whose tools and resources can be swapped for those of a
// newer set while it stays connected (a watched server's reload).
import { McpServer, type CacheHint } from "@modelcontextprotocol/server";
import type { DigestCache } from "@skill-kit/loader";
import type { ServerPath } from "@skill-kit/mcp-transport/internal";
import type { ProtocolEra } from "@skill-kit/mcp-transport/stdio";
import { activationCatalog, registerActivationTools, type ActivationCatalog } from "./activation-tools.js";
import type { ServedSkill } from "./load-served-skills.js";
import type { ProcessPool } from "./process-pool.js";
import { registerResourceTool } from "./resource-tool.js";
import { SkillRegistry } from "./skill-registry.js";
import { registerSkillResources } from "./skill-resources.js";
import { liveCache, registerSkillsExtension } from "./skills-extension.js";
import { prepareWorkflowTools, type PreparedWorkflowTools } from "./workflow-tools.js";

/** The options a set of skills is prepared with (`SkillsServerOptions` less what only one server needs). */
export interface ServingOptions {
  readonly budget: number;
  readonly sessionDir?: string;
  readonly store?: string;
  readonly owner?: string;
  readonly runLimits?: WorkflowRunLimits;
  readonly version: string;
  readonly log: (text: string) => void;
  readonly pool: ProcessPool;
  readonly digests?: DigestCache;
  readonly remote?: boolean;
  readonly stateKey?: Uint8Array;
}

/** Live runs per owner and how long runs are kept, in milliseconds (the shape of sessions' `RunLimits`). */
export interface WorkflowRunLimits {
  readonly maxLiveRuns: number;
  readonly runTtlMs: number;
  readonly finishedRunTtlMs: number;
}

/** One set of skills, ready to be served by any number of servers. */
export interface Serving {
  readonly options: ServingOptions;
  readonly registry: SkillRegistry;
  readonly instructions: string;
  /** Absent when no skill is served (and the server is not watched): no tools at all then. */
  readonly activation?: ActivationCatalog;
  readonly workflows?: PreparedWorkflowTools;
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

/** What every workflow call passes to `scripts/run` about where runs live, whose they are and how long they are kept. */
function runFlagsOf(options: ServingOptions): readonly string[] {
  return [
    ...(options.sessionDir === undefined ? [] : ["--session-dir", options.sessionDir]),
    ...(options.store === undefined ? [] : ["--store", options.store]),
    ...(options.owner === undefined ? [] : ["--owner", options.owner]),
    ...(options.runLimits === undefined ? [] : limitFlags(options.runLimits)),
  ];
}

/** The limits as the flags a workflow's `scripts/run` reads them from (durations in milliseconds). */
function limitFlags(limits: WorkflowRunLimits): string[] {
  return [
    "--max-runs-per-user",
    String(limits.maxLiveRuns),
    "--run-ttl",
    String(limits.runTtlMs),
    "--finished-run-ttl",
    String(limits.finishedRunTtlMs),
  ];
}

/** What a caller must not see in a workflow's messages: where runs live (and whose they are). */
function hiddenPaths(options: ServingOptions): readonly ServerPath[] {
  return [
    ...(options.sessionDir === undefined ? [] : [{ path: options.sessionDir, label: "<session folder>" }]),
    ...(options.store === undefined ? [] : [{ path: options.store, label: "<store>" }]),
  ];
}

/**
 * The slow work, once per set of skills: the catalog and the workflow tools' schema module. A watched
 * server (`watched`) always has the activation tools, even over no skill, so skills added later can
 * be offered without declaring a capability after connecting.
 */
export async function prepareServing(
  skills: readonly ServedSkill[],
  options: ServingOptions,
  watched: boolean,
): Promise<Serving> {
  const registry = new SkillRegistry(skills);
  const base = { options, registry, instructions: instructions(registry) };
  if (skills.length === 0 && !watched) return base;
  const workflows = await prepareWorkflowTools({
    registry,
    pool: options.pool,
    runFlags: runFlagsOf(options),
    hidden: hiddenPaths(options),
    log: options.log,
    runs: {
      ...(options.sessionDir === undefined ? {} : { sessionDir: options.sessionDir }),
      ...(options.store === undefined ? {} : { store: options.store }),
      ...(options.owner === undefined ? {} : { owner: options.owner }),
    },
    ...(options.stateKey === undefined ? {} : { stateKey: options.stateKey }),
  });
  const activation = activationCatalog(registry, options.budget);
  return workflows === undefined ? { ...base, activation } : { ...base, activation, workflows };
}

/**
 * Five minutes: these never change while an unwatched process runs, but a restart over other folders
 * changes them (the catalog is in `activate_skill`'s description), and a client's cache outlives a process.
 */
const fixed: CacheHint = { ttlMs: 5 * 60 * 1000, cacheScope: "public" };
/** Skill files can change on disk at any time: a listing or a read is reused for 30 s at most (`liveCache`). */
const live: CacheHint = liveCache;

/**
 * `ttlMs`/`cacheScope` of the 2026-07-28 results (2025 results never carry them). Every caller gets
 * the same answers, so all are public; tools and templates are fixed for an unwatched process,
 * resources live. A watched server's tools change with its skills: live too.
 */
function cacheHints(watched: boolean) {
  return {
    "tools/list": watched ? live : fixed,
    "resources/templates/list": fixed,
    "server/discover": fixed,
    "resources/list": live,
    "resources/read": live,
  } as const;
}

/** A server's own state: which skills its conversation has active, and what is registered on it now. */
export interface ServerState {
  readonly active: Set<string>;
  /** The protocol era the server answers: how its workflow tools ask questions. */
  readonly era: ProtocolEra;
  registered: { remove(): void }[];
}

/** Registers `serving`'s tools and resources on `server`, replacing what `state` registered before. */
export function populate(server: McpServer, serving: Serving, state: ServerState): void {
  for (const item of state.registered) item.remove();
  const { registry, activation, options } = serving;
  const { log } = options;
  const extension = { registry, log, ...(options.digests === undefined ? {} : { digests: options.digests }) };
  const registered: { remove(): void }[] = [...registerSkillResources(server, registry, log)];
  registerSkillsExtension(server, extension);
  if (activation !== undefined) {
    const remote = options.remote === true;
    registered.push(...registerActivationTools(server, { registry, activation, remote, active: state.active }));
    registered.push(registerResourceTool(server, registry, log));
    registered.push(...(serving.workflows?.register(server, state.era) ?? []));
  }
  state.registered = registered;
}

/**
 * A fresh server over `serving`, not connected yet. Unwatched, it never sends a list_changed
 * notification and declares `listChanged: false`; watched, it declares `listChanged: true` and sends
 * one of each kind per reload (the SDK folds the removals and additions of one reload into one).
 */
export function newServer(
  era: ProtocolEra,
  serving: Serving,
  watched: boolean,
): { readonly server: McpServer; readonly state: ServerState } {
  const { options } = serving;
  const server = new McpServer(
    { name: "skill-kit-mcp", version: options.version },
    {
      instructions: serving.instructions,
      capabilities: {
        resources: { listChanged: watched },
        ...(serving.activation === undefined ? {} : { tools: { listChanged: watched } }),
      },
      ...(era === "modern" ? { cacheHints: cacheHints(watched) } : {}),
      // A 2026-07-28 question's state comes back with the answer: only ours is taken (workflow-tools.ts).
      ...(era === "modern" && serving.workflows !== undefined ? { requestState: { verify: serving.workflows.verify } } : {}),
      ...(watched
        ? { debouncedNotificationMethods: ["notifications/tools/list_changed", "notifications/resources/list_changed"] }
        : {}),
    },
  );
  const state: ServerState = { active: new Set(), registered: [], era };
  populate(server, serving, state);
  return { server, state };
}
