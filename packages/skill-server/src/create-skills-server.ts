// The MCP server for a set of loaded skills: activation tools, the resource tool, workflow tools, resources.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CatalogResult, DigestCache } from "@skill-kit/loader";
import type { ServerPath } from "@skill-kit/mcp-transport/internal";
import { registerActivationTools } from "./activation-tools.js";
import type { ServedSkill } from "./load-served-skills.js";
import { availableParallelism } from "node:os";
import { ProcessPool } from "./process-pool.js";
import { registerResourceTool } from "./resource-tool.js";
import { SkillRegistry } from "./skill-registry.js";
import { registerSkillResources } from "./skill-resources.js";
import { registerSkillsExtension } from "./skills-extension.js";
import { registerWorkflowTools } from "./workflow-tools.js";

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

/** A server that is not connected yet, and the catalog account (what was shortened or listed by name only). */
export async function createSkillsServer(
  skills: readonly ServedSkill[],
  options: SkillsServerOptions,
): Promise<{ readonly server: McpServer; readonly catalog?: CatalogResult }> {
  const registry = new SkillRegistry(skills);
  const server = new McpServer({ name: "skill-kit-mcp", version: options.version }, { instructions: instructions(registry) });
  const log = options.log ?? ((text: string) => process.stderr.write(text));
  registerSkillResources(server, registry, log);
  registerSkillsExtension(server, { registry, log, ...(options.digests === undefined ? {} : { digests: options.digests }) });
  if (skills.length === 0) return { server };
  const { catalog } = registerActivationTools(server, { registry, budget: options.budget });
  registerResourceTool(server, registry, log);
  const pool = options.pool ?? new ProcessPool(availableParallelism());
  await registerWorkflowTools(server, { registry, pool, runFlags: runFlagsOf(options), hidden: hiddenPaths(options), log });
  return { server, catalog };
}
