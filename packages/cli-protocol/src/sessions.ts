// The typed sessions API: what `start --session new` and `advance --session ID` do,
// called with values instead of argv. The CLI's argv layer and the MCP transport both use it.
export { startSession } from "./session/start-session.js";
export type { SessionStarted, StartSessionOptions } from "./session/start-session.js";
export { advanceSession } from "./session/advance-session.js";
export type { AdvanceSessionOptions, SessionAnswer } from "./session/advance-session.js";
export { sessionPath } from "./session/session-options.js";
export type { SessionOptions, SessionOutcome, SessionResult } from "./session/session-options.js";
