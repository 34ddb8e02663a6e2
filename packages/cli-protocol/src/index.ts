// The public API of @skill-kit/cli-protocol: the agent-facing CLI of a built skill.
export { main } from "./main.js";
export { runProtocol } from "./run-protocol.js";
export { warmUp } from "./warm-up.js";
export type { ProtocolOptions } from "./run-protocol.js";
export type { ProtocolIo } from "./io.js";
export { processIo } from "./io.js";
export { parseArgs } from "./args.js";
export { deeperThan, maxDepth, maxHistoryBytes, maxValueBytes } from "./json-input.js";
export type { ParsedArgs } from "./args.js";
export { SessionError, UsageError } from "@skill-kit/core";
export { fileReferences } from "./references.js";
export { protocolFlags } from "./help.js";
export { checkSessionId, newSessionId } from "./session/session-id.js";
export { defaultSessionDir, sessionDir } from "./session/session-dir.js";
export { parseSession, sessionHistory } from "./session/session-lines.js";
export type { SessionContent, SessionHeader, SessionLine } from "./session/session-lines.js";
export { withSessionLock } from "./session/session-lock.js";
export { SessionCache } from "./session/session-cache.js";
export { fileRunStore } from "./session/file-run-store.js";
export type { FileRunStoreOptions } from "./session/file-run-store.js";
export type { NewRun, RunAppend, RunEntry, RunMessages, RunStore, StoredRun } from "./session/run-store.js";
export { checkMessageKey, messageLifetimeMs } from "./session/run-store.js";
export { advanceSession, sessionPath, startSession } from "./sessions.js";
export type {
  AdvanceSessionOptions,
  SessionAnswer,
  SessionOptions,
  SessionOutcome,
  SessionResult,
  SessionStarted,
  StartSessionOptions,
} from "./sessions.js";
