// `scripts/run mcp …`: serve one skill over stdio until the client disconnects.
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { sessionDir } from "@skill-kit/cli-protocol";
import type { Buildable } from "@skill-kit/core";
import { createSkillServer } from "./create-skill-server.js";
import { mcpHelp, parseMcpFlags } from "./mcp-flags.js";

export interface ServeOptions {
  /** The skill folder (`$SKILL_DIR`); references are read from `<skillDir>/references`. */
  readonly skillDir?: string | undefined;
}

/**
 * Parses `--host`, `--tools` and `--session-dir`, then serves until stdin ends; resolves with the
 * exit code (0, or 0 after `--help`). A bad flag or session directory throws before serving.
 */
export async function serveMcp(definition: Buildable, argv: readonly string[], options: ServeOptions = {}): Promise<number> {
  const flags = parseMcpFlags(argv);
  if (flags === "help") {
    process.stderr.write(mcpHelp);
    return 0;
  }
  if (definition.kind === "skill") sessionDir(flags.sessionDir, process.env);
  const server = createSkillServer(definition, { ...flags, skillDir: options.skillDir });
  server.server.onerror = (error) => process.stderr.write(`[skill-kit mcp] ${error.message}\n`);
  const closed = new Promise<void>((resolve) => {
    server.server.onclose = resolve;
  });
  const disconnect = (): void => {
    void server.close();
  };
  process.stdin.once("end", disconnect);
  process.stdout.once("error", disconnect);
  await server.connect(new StdioServerTransport());
  await closed;
  process.stdin.off("end", disconnect);
  return 0;
}
