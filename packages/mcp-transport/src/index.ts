// The public API of @skill-kit/mcp-transport: a skill served as an MCP stdio server.
export { serveMcp } from "./serve-mcp.js";
export type { ServeOptions } from "./serve-mcp.js";
export { createSkillServer } from "./create-skill-server.js";
export { elicitationTimeoutMs } from "./question-channels.js";
export type { SkillServerOptions } from "./create-skill-server.js";
export { parseMcpFlags } from "./mcp-flags.js";
export type { McpFlags } from "./mcp-flags.js";
export { runResultSchema } from "./tool-schemas.js";
export type { RunResult } from "./tool-schemas.js";
export { elicitationLimit } from "./elicit-answers.js";
export { errorMetaKey } from "./coded-failure.js";
export type { CodedFailure } from "./coded-failure.js";
export { workflowQuestions } from "./served-questions.js";
export type { WorkflowQuestions } from "./served-questions.js";
export type { QuestionCall, QuestionChannel } from "./question-channels.js";
export type { Advancer } from "./elicit-answers.js";
export type { AdvanceInput, DriverOutcome } from "./session-driver.js";
export { readStateKey } from "./state-key.js";
