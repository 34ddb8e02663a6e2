// For sibling packages only (cli-protocol's stateless mode and session commands): not public API.
export { createRun, handshakeOf, replayOrRefuse } from "../run-context.js";
export type { RunContext, RunSetup } from "../run-context.js";
export { sessionFileName } from "../files/session-id.js";
export { removeSessionFile, sessionSummaries } from "../files/session-summaries.js";
export type { SessionSummary } from "../files/session-summaries.js";
