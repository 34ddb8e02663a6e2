// The MCP server for a set of loaded skills: activation tools, the resource tool, workflow tools, resources.
import type { McpServer } from "@modelcontextprotocol/server";
import type { CatalogResult, DigestCache } from "@skill-kit/loader";
import type { ProtocolEra } from "@skill-kit/mcp-transport/stdio";
import type { ServedSkill } from "./load-served-skills.js";
import { availableParallelism } from "node:os";
import { ProcessPool } from "./process-pool.js";
import { newServer, prepareServing, type ServingOptions, type WorkflowRunLimits } from "./skills-serving.js";

export interface SkillsServerOptions {
  /** Characters for the catalog in `activate_skill`'s description. */
  readonly budget: number;
  /** Passed to each workflow's `scripts/run` as `--session-dir`. */
  readonly sessionDir?: string;
  /** Passed instead as `--store` (`file:<dir>`, `postgres://…`, `redis://…`). */
  readonly store?: string;
  /** Passed as `--owner`: the identity every run started or advanced belongs to (over HTTP, the token's user). */
  readonly owner?: string;
  /**
   * Passed as `--max-runs-per-user`, `--run-ttl` and `--finished-run-ttl` (milliseconds): the live
   * runs an owner may hold and how long runs are kept, applied by each workflow's `scripts/run` to
   * the store it opens (docs/serving.md). None by default.
   */
  readonly runLimits?: WorkflowRunLimits;
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
  /**
   * The key (32 bytes or more) that signs the request state of 2026-07-28 questions: instances
   * behind one address need the same one (default: one random key per process).
   */
  readonly stateKey?: Uint8Array;
}

/** What `createSkillsServer` prepared: a cheap, synchronous factory of servers, and the catalog account. */
export interface SkillsServer {
  /** A fresh server, not connected yet; call it once per connection (stdio) or per request (stateless HTTP). */
  readonly create: (era: ProtocolEra) => McpServer;
  /** What the activation catalog shortened or listed by name only; absent when no skill is served. */
  readonly catalog?: CatalogResult;
}

/**
 * Does the slow work once (the workflow tools' schema module, the catalog) and returns a factory:
 * `create(era)` builds a new server each call, synchronously, with no side effects, as the SDK's
 * `serveStdio(factory)` and `createMcpHandler(factory)` need.
 */
export async function createSkillsServer(skills: readonly ServedSkill[], options: SkillsServerOptions): Promise<SkillsServer> {
  const serving = servingOptions(options);
  const prepared = await prepareServing(skills, serving, false);
  const create = (era: ProtocolEra): McpServer => newServer(era, prepared, false).server;
  return prepared.activation === undefined ? { create } : { create, catalog: prepared.activation.described.catalog };
}

/** The options with their defaults: stderr for the log, one process per core. */
export function servingOptions(options: SkillsServerOptions): ServingOptions {
  return {
    ...options,
    log: options.log ?? ((text: string) => process.stderr.write(text)),
    pool: options.pool ?? new ProcessPool(availableParallelism()),
  };
}
