// The public API of @skill-kit/mcp-server: serve folders of SKILL.md skills (and built workflow skills) over MCP.
export { createSkillsServer } from "./create-skills-server.js";
export type { SkillsServerOptions } from "./create-skills-server.js";
export { isWorkflowFolder, loadServedSkills } from "./load-served-skills.js";
export type { ServedSkill, ServedSkills } from "./load-served-skills.js";
export { ProcessPool } from "./process-pool.js";
export type { PooledResult } from "./process-pool.js";
export type { ProcessInput, ProcessResult } from "./run-process.js";
export { defaultBudget, defaultMaxProcesses, parseServerFlags, serverUsage } from "./server-flags.js";
export type { ServerFlags } from "./server-flags.js";
export { serveSkills } from "./serve-skills.js";
export { indexUri, parseSkillUri, skillUri } from "./skill-uri.js";
export { UsageError } from "./usage-error.js";
