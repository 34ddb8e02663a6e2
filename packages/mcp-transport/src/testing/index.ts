// The public API of @skill-kit/mcp-transport/testing: drive a skill's MCP server process from tests.
export { connectStdioClient } from "./connect-stdio-client.js";
export type {
  CallToolResult,
  Client,
  ElicitRequest,
  ElicitResult,
  StdioClient,
  StdioClientOptions,
  StdioClientTransport,
} from "./connect-stdio-client.js";
