// The public API of @skill-kit/mcp-server: the `skill-kit-mcp` command line. The serving itself is
// @skill-kit/skill-server's.
export { defaultBudget, defaultMaxProcesses, parseServerFlags, serverUsage } from "./server-flags.js";
export type { ServerFlags } from "./server-flags.js";
export { serveSkills } from "./serve-skills.js";
export { UsageError } from "@skill-kit/primitives";
