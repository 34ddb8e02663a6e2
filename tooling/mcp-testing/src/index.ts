// The API of @skill-kit/mcp-testing (private): drive a skill's MCP server process from tests and benchmarks.
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
export { connectHttpClient } from "./connect-http-client.js";
export type { HttpClient, HttpClientOptions, StreamableHTTPClientTransport } from "./connect-http-client.js";
export { startHttpServer } from "./start-http-server.js";
export type { HttpServerOptions, HttpServerProcess } from "./start-http-server.js";
export { connectV2Client } from "./connect-v2-client.js";
export type { ClientMode, V2Client, V2ClientOptions, V2Elicit } from "./connect-v2-client.js";
export { stallUploads } from "./stall-uploads.js";
export type { Stall, StallOptions } from "./stall-uploads.js";
export { residentBytes } from "./resident-bytes.js";
export { measureStall, stallReport } from "./measure-stall.js";
export type { StallFigures } from "./measure-stall.js";
export { unreadAnswers } from "./unread-answers.js";
export type { UnreadAnswers, UnreadAnswersOptions } from "./unread-answers.js";
