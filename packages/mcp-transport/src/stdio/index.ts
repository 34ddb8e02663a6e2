// The public API of @skill-kit/mcp-transport/stdio: serve any McpServer over stdio. It loads only
// the MCP SDK, so a server of prose skills can use it without loading the workflow runtime.
export { serveOverStdio, type ProtocolEra } from "./serve-over-stdio.js";
export type { DirectCall, StdioServer } from "./direct-call.js";
