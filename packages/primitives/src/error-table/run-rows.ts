// The error table's rows for one part of skill-kit (index.ts joins them). Running a skill: the sessions API, the skill binary and its MCP servers, and a 2026-07-28 question's request state.
import type { ErrorRow } from "./error-row.js";
import { busy, sessionLimit, storeUnavailable } from "./retry-wire.js";

export const runRows = {
  USAGE: {
    area: "run",
    class: "UsageError",
    meaning:
      "a call that cannot be served as asked: an unknown or bad flag, bad JSON, a malformed session id, a flag-mode session advanced without `--step`/`--output`",
    remedy: "fix the call as the message says; pass a session id exactly as `start` returned it",
    surfaces:
      '`skill-kit`, `skill-kit-mcp`: `error: …`, exit 2 (a built skill\'s `scripts/run`: exit 1); MCP: a malformed session id is `status: "error"`, `retry: true`, anything else an `isError` result',
    exit: 2,
  },
  SESSION_NOT_FOUND: {
    area: "run",
    class: "SessionError",
    meaning: "no run with that id in the folder or store (never made, cleaned up, or another owner's)",
    remedy: "start a new session",
    surfaces:
      '`scripts/run`: exit 1; MCP (a skill\'s server and `skill-kit-mcp`): `status: "error"`, `retry: false`, "Unknown session … Call start", the code in `_meta`',
    exit: 1,
  },
  SESSION_BUSY: {
    area: "run",
    class: "SessionError",
    meaning:
      "another call held the session's lock for 15 s (a store: its lease), or advanced the run while this call ran; nothing was written",
    remedy: "retry the call; with session files, remove a stale `.lock` only when no skill process runs",
    surfaces: "`scripts/run`: exit 1; MCP: the JSON-RPC error below, over stdio and HTTP",
    exit: 1,
    retry: busy,
  },
  SESSION_CORRUPT: {
    area: "run",
    class: "SessionError",
    meaning:
      "a line before the last is not JSON, the header is invalid, an output line has no `step`, or there is no result line",
    remedy: "the run cannot go on: start a new session (this call wrote nothing to the file)",
    surfaces: "`scripts/run`: exit 1; MCP `start`/`advance`: an `isError` result with the message",
    exit: 1,
  },
  SESSION_TORN: {
    area: "run",
    class: "SessionError",
    meaning: "the last line is torn (a write cut short) and nothing was submitted to replace it",
    remedy: "advance again with `--step` and `--output`: the torn bytes move to a `.torn-<time>` file beside the session",
    surfaces: "`scripts/run`: exit 1; not reached over MCP: an `advance` always submits, which replaces the torn line",
    exit: 1,
  },
  SESSION_UNSAFE: {
    area: "run",
    class: "SessionError",
    meaning: "the folder, file or lock is not what it must be (a link, a FIFO, another owner, writable by group or others)",
    remedy: "`chmod 700` the folder and own it, or pass a `--session-dir` of your own",
    surfaces: "`scripts/run`: exit 1; MCP `start`/`advance`: an `isError` result with the message",
    exit: 1,
  },
  SESSION_STORE_UNAVAILABLE: {
    area: "run",
    class: "SessionError",
    meaning:
      "the run store (PostgreSQL, Redis) did not answer within its timeouts (down, restarting, unreachable); nothing was written",
    remedy: "retry the same call once the database is back: the run continues where it was",
    surfaces: "`scripts/run`: exit 1; MCP: the JSON-RPC error below, over stdio and HTTP",
    exit: 1,
    retry: storeUnavailable,
  },
  SESSION_LIMIT: {
    area: "run",
    class: "SessionError",
    meaning:
      "the owner (the bearer token's user) already holds as many live runs as the store allows (`--max-runs-per-user`, 100 by default); nothing was written; `data.retryAfterMs` says when the oldest expires",
    remedy: "finish or leave one of your runs, or retry after `retryAfterMs`; ask the operator for a higher bound",
    surfaces:
      "`scripts/run`: exit 1 (only with a store opened with limits); MCP: the JSON-RPC error below with `retryAfterMs`, over HTTP with `Retry-After`",
    exit: 1,
    retry: sessionLimit,
  },
  INVALID_PARAMS: {
    area: "run",
    class: "ParamsError",
    meaning: "params fail the skill's params schema; no session file is made",
    remedy: "start again with params the message's schema accepts",
    surfaces: "`scripts/run`: exit 1; MCP `start`/`advance`: an `isError` result with the message",
    exit: 1,
  },
  ACTION_FAILED: {
    area: "run",
    class: "ActionError",
    meaning: "an action threw, timed out, or its input or output failed its schema (`data.reason`); nothing is appended",
    remedy: "resubmit the same step once the cause is fixed (the session is unchanged); if it persists, the skill has a bug",
    surfaces: "`scripts/run`: exit 1; MCP `start`/`advance`: an `isError` result with the message",
    exit: 1,
  },
  CALLBACK_FAILED: {
    area: "run",
    class: "CallbackError",
    meaning: "an author callback (prompt, save, next, topic content) threw; the engine stopped; nothing is appended",
    remedy: "the skill has a bug: report it to its author, with the message",
    surfaces: "`scripts/run`: exit 1; MCP `start`/`advance`: an `isError` result with the message",
    exit: 1,
  },
  CYCLE_GUARD: {
    area: "run",
    class: "CycleGuardError",
    meaning: "a step went past its visit limit with no `onMaxVisits`; the engine stopped; nothing is appended",
    remedy: "the skill has a bug: report it to its author, with the message",
    surfaces: "`scripts/run`: exit 1; MCP `start`/`advance`: an `isError` result with the message",
    exit: 1,
  },
  TRANSITION_FAILED: {
    area: "run",
    class: "TransitionError",
    meaning: "no transition matched, an unknown target, or too many prompt-less steps; the engine stopped; nothing is appended",
    remedy: "the skill has a bug: report it to its author, with the message",
    surfaces: "`scripts/run`: exit 1; MCP `start`/`advance`: an `isError` result with the message",
    exit: 1,
  },
  FINAL_OUTPUT_INVALID: {
    area: "run",
    class: "FinalOutputError",
    meaning: "`finalOutput` failed the skill's `finalOutput` schema; the engine stopped; nothing is appended",
    remedy: "the skill has a bug: report it to its author, with the message",
    surfaces: "`scripts/run`: exit 1; MCP `start`/`advance`: an `isError` result with the message",
    exit: 1,
  },
  HISTORY_INVALID: {
    area: "run",
    class: "HistoryError",
    meaning: "a replayed `--history` the graph does not allow (`data.index` names the entry)",
    remedy: "send the history exactly as received: every `completed`, then every `autoAdvanced` entry; or start over",
    surfaces: '`scripts/run`: exit 0 with a `kind: "error"` result, `retry: false`; MCP: `status: "error"`, `retry: false`',
    exit: 0,
  },
  REQUEST_STATE_STALE: {
    area: "request-state",
    meaning:
      "the run has moved on since the question was asked: the state was answered already (a replay), or kept past a decline while the agent answered the step itself",
    remedy: "answer the step the message names with a plain `advance`, without the state",
    surfaces: "MCP `advance` with a `requestState` (2026-07-28): an `isError` result naming the run's current step",
  },
  REQUEST_STATE_MISMATCH: {
    area: "request-state",
    meaning:
      "the state belongs to another session than the `advance`'s `session` (on `skill-kit-mcp`, or another skill than its `skill`)",
    remedy: "call again without the state, or with the one that session's question returned",
    surfaces: "MCP `advance` with a `requestState` (2026-07-28): an `isError` result naming that session's current step",
  },
} as const satisfies Readonly<Record<string, ErrorRow>>;
