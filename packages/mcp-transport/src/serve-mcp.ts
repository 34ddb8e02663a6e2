// `scripts/run mcp …`: serve one skill over stdio until the client disconnects, or with `--http`
// over Streamable HTTP until the process is stopped.
import { UsageError } from "@skill-kit/core";
import { defaultRuntimeDir, parseStoreSpec } from "@skill-kit/node";
import { fileRunStore, SessionCache, sessionDir, type RunStore } from "@skill-kit/sessions";
import { fileRunStoreKeepingLocks } from "@skill-kit/sessions/kept-lock";
import type { Buildable } from "@skill-kit/core";
import { join } from "node:path";
import { buildSkillServer, createSkillServer, directAdvanceFor } from "./create-skill-server.js";
import { readStateKey } from "./state-key.js";
import { fileMessages } from "./file-messages.js";
import type { HttpFlagValues } from "./http/http-settings.js";
import { loadHttp } from "./load-http.js";
import { loadStores } from "./load-stores.js";
import { mcpHelp, parseMcpFlags, type McpFlags } from "./mcp-flags.js";
import { serveOverStdio } from "./stdio/serve-over-stdio.js";

export interface ServeOptions {
  /** The skill folder (`$SKILL_DIR`); references are read from `<skillDir>/references`. */
  readonly skillDir?: string | undefined;
}

const log = (message: string): void => {
  process.stderr.write(`[skill-kit mcp] ${message}\n`);
};

/**
 * Parses `--host`, `--tools`, `--session-dir` or `--store`, `--run-ttl` and `--finished-run-ttl`
 * (and `--http` with its flags, `--max-runs-per-user` among them), then
 * serves until stdin ends, or over HTTP until SIGINT/SIGTERM; resolves with the exit code (0, or 0
 * after `--help`). A bad flag, session directory or store spec throws before serving.
 */
export async function serveMcp(definition: Buildable, argv: readonly string[], options: ServeOptions = {}): Promise<number> {
  const flags = parseMcpFlags(argv);
  if (flags === "help") {
    process.stderr.write(mcpHelp);
    return 0;
  }
  const { skillDir } = options;
  const store = definition.kind === "skill" ? await openStore(flags, flags.http === undefined) : undefined;
  try {
    if (flags.http !== undefined) await serveHttp(flags.http, { definition, flags, store, skillDir });
    else {
      const sessionCache = new SessionCache();
      // One client per process: its question states are held here, the client given a handle.
      const stdio = { skillDir, store, sessionCache, heldStates: true };
      await serveOverStdio((era) => buildSkillServer(definition, { ...flags, ...stdio, era }), log);
    }
  } finally {
    await store?.close();
  }
  return 0;
}

/** The session folder of `--session-dir` or `--store file:<dir>`, checked (the default one is created 0700). */
function sessionFolder(flags: McpFlags): string {
  const spec = flags.store === undefined ? undefined : parseStoreSpec(flags.store);
  return sessionDir(spec?.kind === "file" ? spec.dir : flags.sessionDir, process.env);
}

/** How long a stdio server keeps a run's lock after a call (it serves one client; another process waits at most this). */
const stdioKeepLockMs = 50;

/**
 * The store `--store` names, or the session files of `--session-dir` (checked now, so a bad folder
 * stops the start). Over stdio the process owns its runs, so it keeps a run's lock between calls.
 * With `--http` the store bounds each user's live runs and expires old ones (`flags.runLimits`).
 */
async function openStore(flags: McpFlags, stdio: boolean): Promise<RunStore> {
  const limits = flags.runLimits;
  if (flags.store === undefined || parseStoreSpec(flags.store).kind === "file")
    return stdio
      ? fileRunStoreKeepingLocks({ sessionDir: sessionFolder(flags), keepLockMs: stdioKeepLockMs, limits })
      : fileRunStore({ sessionDir: sessionFolder(flags), limits });
  const { openRunStore } = await loadStores();
  return openRunStore(flags.store, { limits });
}

/** What `start` resolves to; a rejection of class `known` becomes a UsageError (one `error: …` line). */
async function usageAsync<T>(start: () => Promise<T>, known: new (...args: never[]) => Error): Promise<T> {
  try {
    return await start();
  } catch (error) {
    throw error instanceof known ? new UsageError(error.message) : error;
  }
}

/** Serves over HTTP until SIGINT/SIGTERM: one server per request (a plain advance needs none), every run owned by the caller; answers to elicitation wait in the store. */
async function serveHttp(
  values: HttpFlagValues,
  input: {
    readonly definition: Buildable;
    readonly flags: McpFlags;
    readonly store: RunStore | undefined;
    readonly skillDir: string | undefined;
  },
): Promise<void> {
  const http = await loadHttp();
  const settings = http.httpSettings(values, { runtimeDir: defaultRuntimeDir() });
  const { definition, flags, skillDir, store } = input;
  const sessionCache = new SessionCache();
  const stateKey = flags.stateKeyFile === undefined ? undefined : readStateKey(flags.stateKeyFile);
  const serving = await usageAsync(
    () =>
      http.serveOverHttp({
        ...settings,
        createServer: (caller) =>
          createSkillServer(definition, {
            ...flags,
            skillDir,
            owner: caller.user,
            sessionCache,
            store,
            era: caller.era,
            stateKey,
          }),
        directCall: (caller) => directAdvanceFor(definition, { ...flags, skillDir, owner: caller.user, sessionCache, store }),
        mailbox:
          store === undefined
            ? new http.MemoryMailbox()
            : new http.StoreMailbox(store.messages ?? fileMessages(join(sessionFolder(flags), "messages"))),
        log,
      }),
    http.HttpStartError,
  );
  await http.untilStopped(serving, log);
}
