// @skill-kit/agent/anthropic: the skill tools for the Anthropic Messages API (definitions, the blocks
// answering a tool_use in Claude Code's two-message pattern, and the active skills' verdict on the app's tools).
export { checkToolUse, handleToolUse, skillToolDefinitions, toolResultMessage } from "./skill-tools.js";
export type { SkillToolResult } from "./skill-tools.js";
export { activeOverride } from "../skill-tool-calls.js";
export { codeModeToolDefinitions, handleCodeModeToolUse } from "./code-mode-tools.js";
