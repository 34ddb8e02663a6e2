// `skill-kit run <entry.ts> [protocol args…]`: the agent protocol on a TypeScript source, no build.
import { dirname, resolve } from "node:path";
import { runProtocol } from "@skill-kit/cli-protocol";
import type { Buildable } from "@skill-kit/core";
import { UsageError } from "@skill-kit/primitives";

export async function run(args: readonly string[]): Promise<number> {
  const [entry, ...rest] = args;
  if (entry === undefined || entry === "--help" || entry === "-h") {
    if (entry === undefined) throw new UsageError("run needs a skill source: skill-kit run <entry.ts> [start|advance|topics|…]");
    process.stderr.write(
      "Usage: skill-kit run <entry.ts> [start|advance|topics|topic <name>|<subskill> …] [flags]\nThe flags are the built skill's; see `skill-kit run <entry.ts> --help`.\n",
    );
    return 0;
  }
  // A source that fails to load is the skill's error, not the caller's: exit 1, as check, build and graph do.
  const { tryLoadEntry } = await import("@skill-kit/builder");
  const loaded = await tryLoadEntry(entry);
  if (!loaded.ok) {
    process.stderr.write(`error: ${loaded.message}\n`);
    return 1;
  }
  const { definition } = loaded;
  const skillDir = dirname(resolve(entry));
  // Lazy: only `mcp` loads the MCP SDK (decision 14).
  const startMcp = (skill: Buildable, argv: readonly string[]): Promise<number> =>
    import("@skill-kit/mcp-transport").then((mcp) => mcp.serveMcp(skill, argv, { skillDir }));
  return runProtocol(definition, rest, { skillDir, startMcp });
}
