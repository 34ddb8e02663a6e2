// The flags of `mcp`, fixed for the life of the server: `--host`, `--tools` and `--session-dir`, and
// with `--http` the HTTP ones. With `--http`, `--host` is the address to bind and the agent host id
// is `--agent-host` (docs/decisions/2026-11-25-serving.md); without it, `--host` is the agent host.
import { UsageError } from "@skill-kit/core";
import { parseToolList } from "@skill-kit/core";
import type { HttpFlagValues } from "./http/http-settings.js";

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
}

const valueFlags = new Set(["host", "agent-host", "tools", "session-dir", "store", "port", "tokens", "max-body"]);
const httpOnly = ["agent-host", "port", "tokens", "max-body"];

export const mcpHelp = [
  "Usage: scripts/run mcp [--host <id>] [--tools <a,b,c>] [--session-dir <dir> | --store <spec>]",
  "       scripts/run mcp --http [--host <address>] [--port <n>] [--tokens <file>] [--max-body <bytes>]",
  "                       [--agent-host <id>] [--tools <a,b,c>] [--session-dir <dir> | --store <spec>]",
  "",
  "Serves the skill as an MCP server over stdio until the client disconnects, or with --http over",
  "Streamable HTTP at /mcp until stopped (SIGINT or SIGTERM).",
  "  --host <id>          host id for tool resolution (default: generic); with --http, the bind address",
  "  --tools <a,b,c>      tools the host offers besides its registry list",
  "  --session-dir <dir>  where session files live (default: <tmpdir>/skill-kit-sessions)",
  "  --store <spec>       where runs live: file:<dir> (as --session-dir), postgres://… or redis://…",
  "  --http               serve over HTTP, statelessly: any instance sharing the store answers any call",
  "  --host <address>     with --http: the address to bind (default: 127.0.0.1)",
  "  --port <n>           with --http: the port (default: 3000; 0 picks a free one)",
  "  --tokens <file>      with --http: bearer tokens, one '<token> <user id>' per line; required off loopback",
  "  --max-body <bytes>   with --http: the largest request body (default: 1048576)",
  "  --agent-host <id>    with --http: host id for tool resolution (default: generic)",
  "",
].join("\n");

/** The flags, or `"help"` for `--help`/`-h`. Anything else is a `UsageError`. */
export function parseMcpFlags(argv: readonly string[]): McpFlags | "help" {
  if (argv.includes("--help") || argv.includes("-h")) return "help";
  const values = new Map<string, string>();
  let http = false;
  for (let i = 0; i < argv.length; i += 1) {
    const token = argv[i] ?? "";
    if (!token.startsWith("--") || token.length === 2)
      throw new UsageError(`mcp takes no command, found ${JSON.stringify(token)}`);
    const name = token.slice(2);
    if (name === "http") http = true;
    else if (!valueFlags.has(name))
      throw new UsageError(`mcp does not take --${name}; it takes --host, --tools and --session-dir (and --http with its flags)`);
    else {
      const value = argv[i + 1];
      i += 1;
      // As the CLI's flags: the next word is the value whatever it looks like; a flag with none is dropped.
      if (value !== undefined) values.set(name, value);
    }
  }
  const misplaced = http ? undefined : httpOnly.find((name) => values.has(name));
  if (misplaced !== undefined) throw new UsageError(`mcp takes --${misplaced} only with --http`);
  const sessionDir = values.get("session-dir");
  const store = values.get("store");
  if (sessionDir !== undefined && store !== undefined)
    throw new UsageError("mcp takes --session-dir or --store, not both (--store file:<dir> is --session-dir <dir>)");
  return {
    host: (http ? values.get("agent-host") : values.get("host")) ?? "generic",
    tools: parseToolList(values.get("tools") ?? ""),
    ...(sessionDir === undefined ? {} : { sessionDir }),
    ...(store === undefined ? {} : { store }),
    ...(http
      ? {
          http: {
            host: values.get("host"),
            port: values.get("port"),
            tokens: values.get("tokens"),
            maxBody: values.get("max-body"),
          },
        }
      : {}),
  };
}
