// The flags of `mcp`, fixed for the life of the server: `--host`, `--tools` and `--session-dir`, and
// with `--http` the HTTP ones. With `--http`, `--host` is the address to bind and the agent host id
// is `--agent-host` (docs/decisions/2026-11-25-serving.md); without it, `--host` is the agent host.
import { parseToolList, UsageError } from "@skill-kit/core";
import { runLimitsOf, type RunLimits } from "@skill-kit/sessions";
import {
  checkStoreFlags,
  helpText,
  httpFlags,
  httpFlagValues,
  parseCommand,
  type CommandSpec,
  type HttpFlagValues,
} from "@skill-kit/node";

export interface McpFlags {
  /** Host id for tool resolution (`generic` when not given). */
  readonly host: string;
  /** `--tools`, trimmed, empty items dropped; resolved with the union rule. */
  readonly tools: readonly string[];
  /** `--session-dir`; the CLI's default directory when not given. */
  readonly sessionDir?: string;
  /** `--store`: `file:<dir>`, `postgres://…` or `redis://…`; the session files when not given. */
  readonly store?: string;
  /** With `--http`: its flags as given, checked when the server starts. */
  readonly http?: HttpFlagValues;
  /** With `--http`: the file of the key that signs question state, shared by every instance. */
  readonly stateKeyFile?: string;
  /**
   * Live runs per user and how long runs are kept: with `--http` always (`defaultRunLimits` for
   * what is not given); over stdio only when `--run-ttl` or `--finished-run-ttl` is given.
   */
  readonly runLimits?: RunLimits;
}

/** The flags of `mcp` as data: the parser and the help come from it (`@skill-kit/node`). */
const mcpSpec = {
  program: "scripts/run",
  command: "mcp",
  operands: "",
  summary: [
    "Serves the skill as an MCP server over stdio until the client disconnects, or with --http over",
    "Streamable HTTP at /mcp until stopped (SIGINT or SIGTERM).",
  ].join("\n"),
  flags: [
    {
      name: "host",
      value: "id",
      description: "Host id for tool resolution (default: generic); with --http, the address to bind (default: 127.0.0.1).",
    },
    { name: "tools", value: "a,b,c", description: "Tools the host offers besides its registry list." },
    { name: "session-dir", value: "dir", description: "Where session files live (default: <tmpdir>/skill-kit-sessions)." },
    { name: "store", value: "spec", description: "Where runs live: file:<dir> (as --session-dir), postgres://… or redis://…." },
    {
      name: "run-ttl",
      value: "duration",
      description:
        "How long an unfinished run is kept after its last step, e.g. 12h, 7d (default: 7d with --http; kept for good over stdio).",
    },
    {
      name: "finished-run-ttl",
      value: "duration",
      description:
        "How long a finished run is kept after it finished, e.g. 30m, 1d (default: 1d with --http; kept for good over stdio).",
    },
    {
      name: "max-runs-per-user",
      value: "n",
      needs: "http",
      description:
        "With --http: unfinished runs one user may hold (default: 100); a start past it is refused with SESSION_LIMIT (HTTP 429, Retry-After).",
    },
    ...httpFlags,
    {
      name: "agent-host",
      value: "id",
      needs: "http",
      description: "With --http: host id for tool resolution (default: generic).",
    },
    {
      name: "state-key-file",
      value: "file",
      needs: "http",
      description:
        "With --http: a file of at least 32 bytes whose key signs the question state of 2026-07-28 clients; give every instance behind one address the same (default: a key per process).",
    },
  ],
} as const satisfies CommandSpec;

export const mcpHelp = helpText(mcpSpec);

/** The flags, or `"help"` for `--help`/`-h`. Anything else is a `UsageError`. */
export function parseMcpFlags(argv: readonly string[]): McpFlags | "help" {
  const parsed = parseCommand(mcpSpec, argv);
  if (parsed.help) return "help";
  const [operand] = parsed.operands;
  if (operand !== undefined) throw new UsageError(`mcp takes no command, found ${JSON.stringify(operand)}`);
  const http = parsed.has("http");
  const stateKeyFile = parsed.value("state-key-file");
  // With `--http`, always; over stdio (where `--max-runs-per-user` is refused), only when a TTL is given.
  const runLimits = runLimitsOf(
    {
      maxRuns: parsed.value("max-runs-per-user"),
      runTtl: parsed.value("run-ttl"),
      finishedRunTtl: parsed.value("finished-run-ttl"),
    },
    http,
  );
  return {
    host: (http ? parsed.value("agent-host") : parsed.value("host")) ?? "generic",
    tools: parseToolList(parsed.value("tools") ?? ""),
    ...checkStoreFlags({ sessionDir: parsed.value("session-dir"), store: parsed.value("store") }),
    ...(stateKeyFile === undefined ? {} : { stateKeyFile }),
    ...(runLimits === undefined ? {} : { runLimits }),
    ...(http
      ? {
          http: httpFlagValues(
            parsed.value("host"),
            (name) => parsed.value(name),
            (name) => parsed.has(name),
          ),
        }
      : {}),
  };
}
