// @skill-kit/mcp-transport/internal: what sibling packages share with this one (not public API; it
// may change in any release). `@skill-kit/skill-server` builds its tool results with these helpers.
export { jsonToolResult, toolFailure } from "../run-result.js";
