// @skill-kit/agent/openai-agents: skills in an @openai/agents loop (the skill tools, per-skill model
// switching through the runner's model provider, tool approval and refusal, the shell tool's skill list).
export { skillTools } from "./skill-tools.js";
export type { SkillFunctionTool } from "./skill-tools.js";
export { skillModelProvider } from "./skill-model-provider.js";
export { activeOverride } from "../skill-tool-calls.js";
export { endTurnOnEachRun, skillRunner } from "./skill-runner.js";
export { guardTool } from "./guard-tool.js";
export type { GuardToolOptions } from "./guard-tool.js";
export { shellToolSkills } from "./shell-tool-skills.js";
export { guardShellTool } from "./guard-shell-tool.js";
export type { GuardShellToolOptions } from "./guard-shell-tool.js";
export { subagentRunner } from "./subagent-runner.js";
export type { SubagentRunnerOptions } from "./subagent-runner.js";
export { codeModeTools } from "./code-mode-tools.js";
