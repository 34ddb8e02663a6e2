// The public API of @skill-kit/skill-server: serve folders of SKILL.md skills (and built workflow skills) over MCP.
export { createSkillsServer } from "./create-skills-server.js";
export type { SkillsServer, SkillsServerOptions } from "./create-skills-server.js";
export { watchSkillsServer } from "./watch-skills-server.js";
export type { SkillsLoad, WatchedSkillsServer, WatchSkillsServerOptions } from "./watch-skills-server.js";
export { isWorkflowFolder, loadServedSkills } from "./load-served-skills.js";
export type { ServedSkill, ServedSkills } from "./load-served-skills.js";
export { ProcessPool } from "./process-pool.js";
export type { PooledResult } from "./process-pool.js";
export type { ProcessInput, ProcessResult } from "./run-process.js";
export { indexUri, parseSkillUri, skillUri } from "./skill-uri.js";
export { skillsExtensionId, workflowMetaKey } from "./skills-extension.js";
