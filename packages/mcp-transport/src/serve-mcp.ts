// `scripts/run mcp …`: serve one skill over stdio until the client disconnects.
import { sessionDir } from "@skill-kit/cli-protocol";
import type { Buildable } from "@skill-kit/core";
import { createSkillServer } from "./create-skill-server.js";
import { mcpHelp, parseMcpFlags } from "./mcp-flags.js";
import { serveOverStdio } from "./stdio/serve-over-stdio.js";

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
  await serveOverStdio(server, (message) => process.stderr.write(`[skill-kit mcp] ${message}\n`));
  return 0;
}
