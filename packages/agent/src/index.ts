// The public API of @skill-kit/agent: skills inside your own agent loop. This entry imports no AI
// library and calls nothing of Node's; adapters are subpaths (`./ai-sdk`, `./openai-agents`,
// `./anthropic`, `./openai`), folders and processes are `./node`, workflow runs from source are `./workflows`.
export { AgentError } from "./agent-error.js";
export type { AgentErrorCode, AgentErrorOptions } from "./agent-error.js";
export type {
  Activation,
  AnsweredQuestion,
  ContextModifiers,
  HostSkill,
  JsonValue,
  QuestionHandler,
  ResourceText,
  RunSubagent,
  SkillFiles,
  SkillSet,
  SkillSource,
  SubagentRequest,
  ToolCallInfo,
  ToolDecision,
  ToolPattern,
  WorkflowDriver,
  WorkflowQuestion,
  WorkflowResult,
} from "./types.js";
export type { Conversation, HostCatalog, SkillHost, SkillHostOptions, UserCommand } from "./host-types.js";
export type { ChoiceOption, PromptQuestion } from "@skill-kit/primitives/questions";
export type { SkillCommandRunner } from "./types.js";
export { createSkillHost, defaultCatalogBudget } from "./create-skill-host.js";
export { givenSkills } from "./given-skills.js";
export { callArgument, parseToolPattern, patternMatches, toolPolicy } from "./tool-patterns.js";
export type { CodeModeCallAnswer, CodeModeToolDefinition, CodeModeTools } from "./code-mode-tools.js";
