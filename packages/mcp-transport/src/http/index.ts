// The public API of @skill-kit/mcp-transport/http: serve any McpServer over Streamable HTTP at `/mcp`,
// statelessly, with bearer tokens and a mailbox for answers to the server's own requests. It loads
// only the MCP SDK; a built skill loads it (bin/mcp-http.cjs) only for `mcp --http`.
export { serveOverHttp } from "./serve-over-http.js";
export { untilStopped } from "./until-stopped.js";
export type { HttpCaller, HttpServeOptions, HttpServing } from "./serve-over-http.js";
export { httpSettings, localUser } from "./http-settings.js";
export type { HttpFlagValues, HttpSettings, LocalToken } from "./http-settings.js";
export { defaultServingLimits, retryAfterSeconds } from "./serving-limits.js";
export type { ServingLimits } from "./serving-limits.js";
export { BearerTokens } from "./bearer-tokens.js";
export { HttpStartError } from "./http-start-error.js";
export type { ClientDeclaration } from "./client-declaration.js";
export { MemoryMailbox, maxAnswerBytes, maxOpenQuestions } from "./mailbox.js";
export type { Mailbox } from "./mailbox.js";
export { StoreMailbox } from "./store-mailbox.js";
export type { DirectCall } from "../stdio/direct-call.js";
