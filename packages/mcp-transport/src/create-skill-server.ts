// An `McpServer` for one skill: workflow tools (and topics) or, for a reference skill, topics only.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { McpServer, type ServerOptions } from "@modelcontextprotocol/server";
import { fileReferences, SessionCache, type RunStore } from "@skill-kit/sessions";
import type { Buildable, SkillDefinition } from "@skill-kit/core";
import { FormAnswerValidator } from "./form-answer-validator.js";
import { referenceInstructions, workflowInstructions } from "./instructions.js";
import type { McpFlags } from "./mcp-flags.js";
import { elicitationChannel, inputRequiredChannel } from "./question-channels.js";
import { heldQuestionCodec } from "./held-request-state.js";
import { questionCodec } from "./request-state.js";
import { storeRuns } from "./question-runs.js";
import { SessionDriver } from "./session-driver.js";
import { registerTopicTools } from "./topic-tools.js";
import { directAdvance } from "./direct-advance.js";
import { jsonToolResult } from "./run-result.js";
import type { DirectCall, StdioServer } from "./stdio/direct-call.js";
import { registerWorkflowTools } from "./workflow-tools.js";

export interface SkillServerOptions extends Omit<McpFlags, "store" | "http"> {
  /** The skill folder: references come from `<skillDir>/references` (default `$SKILL_DIR`). */
  readonly skillDir?: string | undefined;
  /** Where log lines of skill code go (observer failures, save warnings); default stderr. */
  readonly log?: (text: string) => void;
  /** The identity calling, handed to every start and advance (over HTTP: the bearer token's user). */
  readonly owner?: string | undefined;
  /** Sessions this process advanced, shared by the servers it makes (over HTTP, one per request). */
  readonly sessionCache?: SessionCache | undefined;
  /** Where runs live; the session files of `sessionDir` by default. */
  readonly store?: RunStore | undefined;
  /**
   * The protocol era this server answers: `legacy` (2025-11-25 and older: initialize, elicitation
   * requests) or `modern` (2026-07-28: per-request metadata, input-required results). Default legacy.
   */
  readonly era?: "legacy" | "modern" | undefined;
  /** The key that signs question state for 2026-07-28 clients (32 bytes or more); default one per process. */
  readonly stateKey?: Uint8Array | undefined;
  /**
   * Question state held in this process, the client given a handle to it (over stdio, where one
   * process serves one client): instead of a state signed with `stateKey`.
   */
  readonly heldStates?: boolean | undefined;
}

/**
 * The version the server reports: the skill's own, or with `resolveVersion` the one the build
 * resolved and wrote into the skill folder's package.json.
 */
function servedVersion(definition: Buildable, skillDir: string | undefined): string {
  if (!definition.resolveVersion || skillDir === undefined) return definition.version;
  try {
    const manifest: unknown = JSON.parse(readFileSync(join(skillDir, "package.json"), "utf8"));
    const version = typeof manifest === "object" && manifest !== null && "version" in manifest ? manifest.version : undefined;
    return typeof version === "string" ? version : definition.version;
  } catch {
    return definition.version;
  }
}

/** What every server we make tells the SDK. */
const serverOptions = {
  // No list-changed notification is ever sent: a skill's tools never change while it runs.
  capabilities: { tools: { listChanged: false } },
  // Our own check of elicitation answers, so a built skill's bin/mcp.cjs can leave Ajv out (bundle-node.ts).
  jsonSchemaValidator: new FormAnswerValidator(),
  // A skill's tools never change while it runs.
  cacheHints: { "tools/list": { ttlMs: 5 * 60_000, cacheScope: "public" } },
  // Our tools ask legacy clients themselves; an input-required result on a legacy call would be a bug.
  inputRequired: { legacyShim: false },
} satisfies ServerOptions;

export function createSkillServer(definition: Buildable, options: SkillServerOptions): McpServer {
  return buildSkillServer(definition, options).server;
}

/**
 * `advance` for calls answered beside the SDK's dispatch where no question can be asked (an HTTP
 * client that did not declare form elicitation): the same driver as the server's own `advance`, and
 * its answer (with no question to ask, the elicitation channel answers the result as it is).
 * Undefined for a reference skill.
 */
export function directAdvanceFor(definition: Buildable, options: SkillServerOptions): DirectCall | undefined {
  if (definition.kind === "reference") return undefined;
  const driver = driverOf(definition, options, options.skillDir ?? process.env["SKILL_DIR"]);
  return directAdvance(driver, (result) => Promise.resolve(jsonToolResult(result)));
}

function driverOf(definition: SkillDefinition, options: SkillServerOptions, skillDir: string | undefined): SessionDriver {
  return new SessionDriver({
    definition,
    skillDir,
    log: options.log ?? ((text: string) => process.stderr.write(text)),
    host: options.host,
    tools: options.tools,
    sessionDir: options.sessionDir,
    sessionCache: options.sessionCache ?? new SessionCache(),
    owner: options.owner,
    store: options.store,
  });
}

/** The server `createSkillServer` makes, with the `advance` calls a stdio server may answer directly. */
export function buildSkillServer(definition: Buildable, options: SkillServerOptions): StdioServer {
  const skillDir = options.skillDir ?? process.env["SKILL_DIR"];
  const refs = fileReferences(skillDir);
  const info = { name: definition.name, version: servedVersion(definition, skillDir) };
  if (definition.kind === "reference") {
    const server = new McpServer(info, { ...serverOptions, instructions: referenceInstructions(definition) });
    registerTopicTools(server, { skillName: definition.name, topics: definition.topics, refs, style: "text" });
    return { server, directCall: undefined };
  }
  const binding = { skill: definition.name, owner: options.owner };
  const codec = options.heldStates === true ? heldQuestionCodec(binding) : questionCodec({ ...binding, key: options.stateKey });
  const server = new McpServer(info, {
    ...serverOptions,
    instructions: workflowInstructions(definition),
    requestState: { verify: (state) => codec.verify(state) },
  });
  const driver = driverOf(definition, options, skillDir);
  const runs = storeRuns({ store: options.store, sessionDir: options.sessionDir, owner: options.owner });
  const questions = options.era === "modern" ? inputRequiredChannel({ codec, driver, runs }) : elicitationChannel(server, driver);
  const directCall = registerWorkflowTools(server, { definition, driver, questions });
  if (definition.topics !== undefined && Object.keys(definition.topics).length > 0) {
    registerTopicTools(server, { skillName: definition.name, topics: definition.topics, refs, style: "json" });
  }
  return { server, directCall };
}
