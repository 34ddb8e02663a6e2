// `scripts/run mcp …`: serve one skill over stdio until the client disconnects, or with `--http`
// over Streamable HTTP until the process is stopped.
import { join } from "node:path";
import { SessionCache, sessionDir, UsageError } from "@skill-kit/cli-protocol";
import type { Buildable } from "@skill-kit/core";
import { createSkillServer } from "./create-skill-server.js";
import type { HttpFlagValues } from "./http/http-settings.js";
import { loadHttp } from "./load-http.js";
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
 * Parses `--host`, `--tools` and `--session-dir` (and `--http` with its flags), then serves until
 * stdin ends, or over HTTP until SIGINT/SIGTERM; resolves with the exit code (0, or 0 after
 * `--help`). A bad flag or session directory throws before serving.
 */
export async function serveMcp(definition: Buildable, argv: readonly string[], options: ServeOptions = {}): Promise<number> {
  const flags = parseMcpFlags(argv);
  if (flags === "help") {
    process.stderr.write(mcpHelp);
    return 0;
  }
  const sessions = definition.kind === "skill" ? sessionDir(flags.sessionDir, process.env) : undefined;
  if (flags.http !== undefined) return serveHttp({ definition, flags, http: flags.http, sessions, skillDir: options.skillDir });
  const server = createSkillServer(definition, { ...flags, skillDir: options.skillDir });
  await serveOverStdio(server, log);
  return 0;
}

/** What `check` returns; what it throws becomes a UsageError, printed as `error: …`. */
function usage<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** Serves over HTTP: one server per request, every run owned by the caller; answers to elicitation wait in `<session dir>/mailbox`. */
async function serveHttp(input: {
  readonly definition: Buildable;
  readonly flags: McpFlags;
  readonly http: HttpFlagValues;
  readonly sessions: string | undefined;
  readonly skillDir: string | undefined;
}): Promise<number> {
  const http = await loadHttp();
  const settings = usage(() => http.httpSettings(input.http));
  const { definition, flags, skillDir } = input;
  const sessionCache = new SessionCache();
  const serving = await http.serveOverHttp({
    ...settings,
    createServer: (caller) => createSkillServer(definition, { ...flags, skillDir, owner: caller.user, sessionCache }),
    mailbox: input.sessions === undefined ? new http.MemoryMailbox() : new http.FileMailbox(join(input.sessions, "mailbox")),
    log,
  });
  log(`listening on ${serving.url}`);
  await new Promise<void>((resolve) => {
    const stop = (): void => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      resolve();
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  await serving.close();
  return 0;
}
