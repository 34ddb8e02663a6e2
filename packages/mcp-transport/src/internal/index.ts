// @skill-kit/mcp-transport/internal: what sibling packages share with this one (not public API; it
// may change in any release). `@skill-kit/skill-server` builds its tool results with these helpers, and its `advance` tool takes the same JSON value.
export { isRecord } from "../http/client-declaration.js";
export { jsonValueSchema } from "../json-value-schema.js";
export { jsonToolResult, toolFailure, unknownSessionResult } from "../run-result.js";
export { codedFailure } from "../coded-failure.js";
export { withoutServerPaths } from "../server-paths.js";
export type { ServerPath } from "../server-paths.js";
