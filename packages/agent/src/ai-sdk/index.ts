// @skill-kit/agent/ai-sdk: skills in an AI SDK (`ai` ≥ 7) loop: the skill tools, a `prepareStep` for
// model switching and tool filtering, tool approval from `allowed-tools`, and a fork sub-agent runner.
export { skillTools } from "./skill-tools.js";
export type { BaseSkillToolSet, SkillToolSet, SkillToolsOptions } from "./skill-tools.js";
export type { SkillToolInput, SkillToolOutput } from "./skill-tool.js";
export type { ResourceToolInput, ResourceToolOutput } from "./resource-tool.js";
export type { AdvanceToolInput } from "./advance-tool.js";
export { skillPrepareStep } from "./skill-prepare-step.js";
export type { SkillPrepareStepOptions, SkillStepFunction, SkillStepInput, SkillStepSettings } from "./skill-prepare-step.js";
export { skillToolApproval } from "./skill-tool-approval.js";
export type { ApprovalRequest, SkillToolApproval, SkillToolApprovalOptions } from "./skill-tool-approval.js";
export { subagentRunner } from "./subagent-runner.js";
export type { SubagentRunnerOptions } from "./subagent-runner.js";
export { advanceToolName, readResourceToolName, skillToolName } from "../skill-tool-calls.js";
export { startUserTurn } from "./user-turn.js";
export type { UserTurn } from "./user-turn.js";
export { codeModeTools } from "./code-mode-tools.js";
export type { CodeModeToolSet } from "./code-mode-tools.js";
