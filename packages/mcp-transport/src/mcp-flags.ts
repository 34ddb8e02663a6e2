// The flags of `mcp`: `--host`, `--tools` and `--session-dir`, fixed for the life of the server.
import { parseArgs, UsageError } from "@skill-kit/cli-protocol";
import { parseToolList } from "@skill-kit/core";

export interface McpFlags {
  /** Host id for tool resolution (`generic` when not given). */
  readonly host: string;
  /** `--tools`, trimmed, empty items dropped; resolved with the union rule. */
  readonly tools: readonly string[];
  /** `--session-dir`; the CLI's default directory when not given. */
  readonly sessionDir?: string;
}

const allowed = new Set(["host", "tools", "session-dir"]);

export const mcpHelp = [
  "Usage: scripts/run mcp [--host <id>] [--tools <a,b,c>] [--session-dir <dir>]",
  "",
  "Serves the skill as an MCP server over stdio until the client disconnects.",
  "  --host <id>          host id for tool resolution (default: generic)",
  "  --tools <a,b,c>      tools the host offers besides its registry list",
  "  --session-dir <dir>  where session files live (default: <tmpdir>/skill-kit-sessions)",
  "",
].join("\n");

/** The flags, or `"help"` for `--help`/`-h`. Anything else is a `UsageError`. */
export function parseMcpFlags(argv: readonly string[]): McpFlags | "help" {
  if (argv.includes("--help") || argv.includes("-h")) return "help";
  const args = parseArgs(argv);
  const refused = [...args.unknown, ...args.switches, ...[...args.flags.keys()].filter((name) => !allowed.has(name))];
  const [first] = refused;
  if (first !== undefined) throw new UsageError(`mcp does not take --${first}; it takes --host, --tools and --session-dir`);
  const [word] = args.words;
  if (word !== undefined) throw new UsageError(`mcp takes no command, found ${JSON.stringify(word)}`);
  const sessionDir = args.flags.get("session-dir");
  return {
    host: args.flags.get("host") ?? "generic",
    tools: parseToolList(args.flags.get("tools") ?? ""),
    ...(sessionDir === undefined ? {} : { sessionDir }),
  };
}
