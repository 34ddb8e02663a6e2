// The public API of @skill-kit/sessions: runs of a workflow that outlive a call, their typed
// records, the stores that keep them (session files here; PostgreSQL and Redis in
// @skill-kit/run-stores), and the calls that start and advance them.
export { startSession } from "./start-session.js";
export type { SessionStarted, StartSessionOptions } from "./start-session.js";
export { advanceSession } from "./advance-session.js";
export type { AdvanceSessionOptions, SessionAnswer } from "./advance-session.js";
export { sessionPath } from "./session-options.js";
export type { SessionOptions, SessionOutcome, SessionResult } from "./session-options.js";
export type { HostChoice } from "./run-context.js";
export { SessionCache } from "./session-cache.js";
export type { KeptRun, LiveRun } from "./session-cache.js";
export { appended, recordText, runOf, runText } from "./run-records.js";
export type { OtherRecord, OutputRecord, ResultRecord, Run, RunHeader, RunRecord, StoredResult } from "./run-records.js";
export type { NewRun, RunAppend, RunEntry, RunLimits, RunMessages, RunStore, StoredRun } from "./run-store.js";
export {
  checkMessageKey,
  defaultRunLimits,
  defaultSweepEveryMs,
  finishesRun,
  liveRunLimit,
  messageLifetimeMs,
} from "./run-store.js";
export { runLimitsOf } from "./run-limit-flags.js";
export type { RunLimitFlags } from "./run-limit-flags.js";
export { fileRunStore } from "./files/file-run-store.js";
export type { FileRunStoreOptions, HeldSessionFiles } from "./files/file-run-store.js";
export { fileReferences } from "./files/file-references.js";
export { deeperThan, maxValueBytes, maxValueDepth } from "./value-limits.js";
export type { SessionHint } from "./hints.js";
export { checkSessionId, newSessionId } from "./files/session-id.js";
export { sessionDir } from "./files/session-dir.js";
export { acquireLock, lockWaiter, releaseLock, withSessionLock } from "./files/session-lock.js";
