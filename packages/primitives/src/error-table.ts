// Every error code skill-kit gives a caller, once: what it means, what to do, whether the same call
// may succeed if sent again, the exit code of the command that reports it, and, for a retryable one,
// the JSON-RPC code and HTTP status it is answered with. docs/errors.md is generated from it
// (`node tooling/errors-doc/generate.mjs`), each package's error codes are typed against it, and a
// test fails when the source throws a code it does not list (docs/decisions/2026-11-29-error-table.md).
//
// The wire facts of the retryable codes are constants of their own, named by `retryableErrors` and
// by the rows alike: a bundle that needs only them (a built skill's bin/mcp.cjs and mcp-http.cjs)
// keeps them and drops the words of the table. The words are plain string literals, none built with
// `${…}`: esbuild keeps an unused object whose strings interpolate (about 14 KB here).

/** How a retryable failure is answered in standard fields, besides the code in `_meta`. */
export interface RetryWire {
  /**
   * The JSON-RPC error answered in place of the tool result, over stdio and HTTP: from the block
   * -32050 to -32059 of the implementation-defined server errors, which neither the MCP SDK nor the
   * HTTP layer uses (-32000, -32001, -32002, -32020 to -32022, -32042).
   */
  readonly jsonRpcCode: number;
  /** The HTTP status of that answer over `--http`; `Retry-After` goes with 429 and 503. */
  readonly httpStatus: 200 | 429 | 503;
}

const busy = { jsonRpcCode: -32050, httpStatus: 200 } as const satisfies RetryWire;
const storeUnavailable = { jsonRpcCode: -32051, httpStatus: 503 } as const satisfies RetryWire;
const sessionLimit = { jsonRpcCode: -32052, httpStatus: 429 } as const satisfies RetryWire;

/** The codes on which the very same call may succeed if sent again, each with how the wire says so. */
export const retryableErrors = {
  SESSION_BUSY: busy,
  SESSION_STORE_UNAVAILABLE: storeUnavailable,
  SESSION_LIMIT: sessionLimit,
} as const;

/** Where a code is met, for the page that lists it (a section of docs/errors.md). */
export type ErrorArea = "run" | "request-state" | "build" | "read" | "agent" | "code-mode" | "install";

/** One code of the table. */
export interface ErrorRow {
  readonly area: ErrorArea;
  /** The class that carries it (all on the shared brand, `SkillKitError.isInstance`); none for a refusal that is not thrown. */
  readonly class?: string;
  readonly meaning: string;
  /** What the caller can do about it. */
  readonly remedy: string;
  /** Where it reaches a user: the command, the MCP answer, the function. */
  readonly surfaces: string;
  /** The exit code of the command that reports it; absent where no command does (a library call, an MCP answer). */
  readonly exit?: 0 | 1 | 2;
  /** Present when the same call, sent again unchanged, may succeed once the cause passes. */
  readonly retry?: RetryWire;
}

const rows = {
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
  SKILL_DEFINITION: {
    area: "build",
    class: "SkillDefinitionError",
    meaning:
      "`.build()` or a builder refuses a definition (a step without `next`, an entry step that is not defined, an action missing a field, …)",
    remedy: "fix the definition as the message says; `skill-kit check` lists the lint findings too",
    surfaces: "`skill-kit build`/`run`/`check`; never at run time (a built skill's definition was accepted)",
    exit: 1,
  },
  PRIMITIVE_CONFIG: {
    area: "build",
    class: "PrimitiveConfigError",
    meaning:
      "a primitive (`askUser`, `confirm`, `view`, `prompt`, …) was given a config it cannot render; `data.where` and `data.field` say which",
    remedy: "fix that field of the config",
    surfaces:
      "where the primitive is called: at definition time, `skill-kit build`/`run`/`check`; inside a prompt function, as the `cause` of a `CALLBACK_FAILED`",
    exit: 1,
  },
  ENTRY_INVALID: {
    area: "build",
    class: "EntryError",
    meaning: "the entry file is missing, does not compile or exports no skill or reference",
    remedy: "give the path of a `.ts` file whose default export is a `skill(…)` or `reference(…)`",
    surfaces: "`skill-kit build`/`run`/`check`",
    exit: 1,
  },
  BUILD_FAILED: {
    area: "build",
    class: "BuildError",
    meaning: "the build stopped: lint errors (`diagnostics`), or no binary could be made",
    remedy: "fix the printed diagnostics; in bun mode, check the Bun install and `--targets`",
    surfaces: "`skill-kit build`",
    exit: 1,
  },
  RESOURCE_PATH_INVALID: {
    area: "read",
    class: "ResourceError",
    meaning: "an empty or absolute path, a NUL byte, a `..` segment, or a symbolic link loop",
    remedy: "ask for a path relative to the skill folder, without `..`",
    surfaces:
      "`readSkillResource`; `skill-kit-mcp` answers `read_skill_resource` with an `isError` result, `resources/read` with JSON-RPC `-32602`",
  },
  RESOURCE_OUTSIDE_SKILL: {
    area: "read",
    class: "ResourceError",
    meaning: "a symbolic link whose real path leads out of the skill folder (`data.resolved`)",
    remedy: "none from the client: the skill's author must not link out of the folder",
    surfaces:
      "`readSkillResource`; `skill-kit-mcp` answers `read_skill_resource` with an `isError` result, `resources/read` with JSON-RPC `-32602`",
  },
  RESOURCE_NOT_FOUND: {
    area: "read",
    class: "ResourceError",
    meaning: "no such file in the skill folder",
    remedy: "list the skill's files (`<skill_resources>`, `resources/list`) and ask for one of them",
    surfaces:
      "`readSkillResource`; `skill-kit-mcp` answers `read_skill_resource` with an `isError` result, `resources/read` with JSON-RPC `-32602`",
  },
  RESOURCE_NOT_A_FILE: {
    area: "read",
    class: "ResourceError",
    meaning: "a directory, FIFO, socket or device",
    remedy: "ask for a regular file; a folder's children come from `resources/directory/read`",
    surfaces:
      "`readSkillResource`; `skill-kit-mcp` answers `read_skill_resource` with an `isError` result, `resources/read` with JSON-RPC `-32602`",
  },
  RESOURCE_TOO_LARGE: {
    area: "read",
    class: "ResourceError",
    meaning: "a file over the limit (`data.size`, `data.limit`): 1 MiB for `read_skill_resource`, 16 MiB for `resources/read`",
    remedy: "read it with `resources/read`, or outside MCP",
    surfaces:
      "`readSkillResource`; `skill-kit-mcp` answers `read_skill_resource` with an `isError` result, `resources/read` with JSON-RPC `-32602`",
  },
  IO_ERROR: {
    area: "read",
    class: "LoaderError",
    meaning:
      "the skill folder or the file could not be resolved for another reason (permissions, I/O); `cause` has the system error; `ResourceError.isInstance` accepts it",
    remedy: "check the folder's permissions and the disk; the `cause` says what failed",
    surfaces:
      "`readSkillResource`; `skill-kit-mcp` answers `read_skill_resource` with an `isError` result, `resources/read` with JSON-RPC `-32602`",
  },
  SKILL_TOO_LARGE: {
    area: "read",
    class: "SnapshotError",
    meaning: "a skill over the Skills Extension's limits: more than 512 files or 16 MiB",
    remedy: "make the skill smaller; its files can still be read one by one",
    surfaces:
      "`snapshotSkill`; `skills/list` leaves the skill out (said on stderr), `skills/get` answers `-32602` naming the limit",
  },
  SKILL_CHANGING: {
    area: "read",
    class: "SnapshotError",
    meaning: "the skill's files changed on each of 5 tries to snapshot them",
    remedy: "call again once the files stop changing (a build or a sync was running)",
    surfaces:
      "`snapshotSkill`; `skills/list` leaves the skill out (said on stderr), `skills/get` answers an internal error (`-32603`) with the message",
  },
  CONTENT_TOO_LARGE: {
    area: "read",
    class: "LoaderError",
    meaning:
      "activation text would grow past `maxLength` once arguments are substituted (`data.limit`); `skill-kit-mcp` sets the body plus 1 MiB",
    remedy: "pass shorter arguments",
    surfaces: "`substituteArguments`, `renderSkillContent`; `activate_skill` answers an `isError` result naming the limit",
  },
  INVALID_OPTION: {
    area: "read",
    class: "InvalidOptionError",
    meaning:
      "a loader option that cannot work (a programmer error): a limit that is not a number of at least its minimum, a host profile in strict mode",
    remedy: "fix the call; the binaries check their flags first (`USAGE`), so a user should not see it",
    surfaces: "the loader's functions (`buildCatalog`, `discoverSkills`, `validateSkills`, …)",
  },
  UNKNOWN_SKILL: {
    area: "agent",
    class: "AgentError",
    meaning: "no loaded skill has that name (the message lists known names)",
    remedy: "call with a name from the catalog; after a reload, the enum follows",
    surfaces: "`activate`, `readResource`, `advance`",
  },
  NOT_INVOCABLE: {
    area: "agent",
    class: "AgentError",
    meaning:
      "the model asked for a user-only skill (`disable-model-invocation`), or the user for one with `user-invocable: false`",
    remedy: "the user runs it as `/name args` (`activateAsUser`)",
    surfaces: "`activate`, `activateAsUser`",
  },
  INELIGIBLE: {
    area: "agent",
    class: "AgentError",
    meaning: "the skill's `metadata.requires` or `os` is not met here (the message says which)",
    remedy: "install what it needs, or set the environment",
    surfaces: "`activate`",
  },
  NOT_A_WORKFLOW: {
    area: "agent",
    class: "AgentError",
    meaning: "`advance` named a skill that is not a workflow skill",
    remedy: "activate the skill and follow its instructions instead",
    surfaces: "`advance`",
  },
  SOURCE_FAILED: {
    area: "agent",
    class: "AgentError",
    meaning: "the skill source threw while loading (`cause` has its error)",
    remedy: "fix the source (a folder's permissions, a given skill)",
    surfaces: "`createSkillHost`, `reload`",
  },
  CODE_MODE_CODE_ERROR: {
    area: "code-mode",
    class: "CodeModeError",
    meaning:
      "the code the model sent threw (its name, message and the stack lines that point into the code), or is longer than `codeChars`; `data.output` holds what it printed",
    remedy: "fix the code as the message says and call again",
    surfaces: "`search`, `execute` and the tools built on them: the tool's error result, with the message",
  },
  CODE_MODE_TIMEOUT: {
    area: "code-mode",
    class: "CodeModeError",
    meaning:
      "the code ran past the time limit (`timeMs`, host calls included) and was stopped; `data.output` holds what it printed",
    remedy: "do less in one call (fewer host calls, a smaller loop), or raise `timeMs`",
    surfaces: "`search`, `execute` and the tools built on them: the tool's error result, with the message",
  },
  CODE_MODE_MEMORY_LIMIT: {
    area: "code-mode",
    class: "CodeModeError",
    meaning: "the code ran out of memory (`memoryBytes`, the whole engine's) and was stopped",
    remedy: "keep less in the sandbox at once: filter or page what a host call returns",
    surfaces: "`search`, `execute` and the tools built on them: the tool's error result, with the message",
  },
  CODE_MODE_STACK_LIMIT: {
    area: "code-mode",
    class: "CodeModeError",
    meaning: "the code overflowed its stack (`stackBytes`): recursion too deep",
    remedy: "recurse less deeply, or loop instead",
    surfaces: "`search`, `execute` and the tools built on them: the tool's error result, with the message",
  },
  CODE_MODE_OUTPUT_LIMIT: {
    area: "code-mode",
    class: "CodeModeError",
    meaning:
      "the code printed more than `outputChars` characters (it was stopped), or its result is more than `resultChars` characters of JSON",
    remedy: "print or return less: a summary, a count, one page",
    surfaces: "`search`, `execute` and the tools built on them: the tool's error result, with the message",
  },
  CODE_MODE_SPEC_UNREADABLE: {
    area: "code-mode",
    class: "CodeModeError",
    meaning:
      "the API description (a file or an http(s) URL, JSON or YAML) could not be loaded: missing, too large, too slow, or not JSON or YAML; `data.source` names it",
    remedy: "check the path or URL, and that it names an API description in JSON or YAML",
    surfaces: "`loadSpec`, and a code-mode server given the description at start",
  },
  BAD_SOURCE: {
    area: "install",
    class: "InstallError",
    meaning:
      "the source is not a folder, a git URL, `owner/repo` or a skills server URL; a ref with a folder; a malformed credentials file",
    remedy: "give a source of one of those forms; fix the field the message names",
    surfaces: "`skill-kit add`, `install`, `update`, `remove`",
    exit: 1,
  },
  SOURCE_UNREACHABLE: {
    area: "install",
    class: "InstallError",
    meaning: "the clone or the server connection failed (the message has git's or the server's words)",
    remedy: "check the URL, the network and the token",
    surfaces: "`skill-kit add`, `install`, `update`",
    exit: 1,
  },
  SKILL_NOT_FOUND: {
    area: "install",
    class: "InstallError",
    meaning: "the source offers no skill, or none of the names asked for (the message lists what it offers)",
    remedy: "pick from the list",
    surfaces: "`skill-kit add`, `install`, `update`, `remove`",
    exit: 1,
  },
  DIGEST_MISMATCH: {
    area: "install",
    class: "InstallError",
    meaning: "a server's file differs from its own manifest (size or sha256), or it gives no digests",
    remedy: "do not trust that server's answer; tell its operator",
    surfaces: "`skill-kit add`, `install`, `update`",
    exit: 1,
  },
  LOCK_INVALID: {
    area: "install",
    class: "InstallError",
    meaning: "`skills-lock.json` is not a lock, or is over 10 MiB (a bad entry alone is refused by itself)",
    remedy: "restore the lock from version control",
    surfaces: "`skill-kit add`, `install`, `update`, `remove`",
    exit: 1,
  },
  UNSAFE_PATH: {
    area: "install",
    class: "InstallError",
    meaning:
      "a skill name that is not an agentskills.io name, a file path that leaves the skill, a symbolic link on the way to a target",
    remedy: "none for a hostile source; for a link in your project, replace it with a folder",
    surfaces: "`skill-kit add`, `install`, `update`",
    exit: 1,
  },
  TARGET_EXISTS: {
    area: "install",
    class: "InstallError",
    meaning: "the skill's folder exists and the lock does not list it for that host",
    remedy: "move your folder, or `--force` to replace it",
    surfaces: "`skill-kit add`, `install`",
    exit: 1,
  },
  NAME_TAKEN: {
    area: "install",
    class: "InstallError",
    meaning: "a skill of that name came from another source (or the source offers the name twice)",
    remedy: "`--replace` to take the other source's skill over",
    surfaces: "`skill-kit add`",
    exit: 1,
  },
  TOO_LARGE: {
    area: "install",
    class: "InstallError",
    meaning: "a file, a skill, a server response or listing over a limit (the message names it, its size and the limit)",
    remedy: "none for a hostile source; split a large skill",
    surfaces: "`skill-kit add`, `install`, `update`",
    exit: 1,
  },
  UNSUPPORTED_FILE: {
    area: "install",
    class: "InstallError",
    meaning: "a hard link, FIFO, socket or device in the source, or a file that changed while it was read",
    remedy: "remove it from the source (a skill holds regular files and links)",
    surfaces: "`skill-kit add`, `install`, `update`",
    exit: 1,
  },
} as const satisfies Readonly<Record<string, ErrorRow>>;

/** Every code skill-kit gives a caller. */
export type ErrorCode = keyof typeof rows;

/** Every code, by area, in the order docs/errors.md lists them. */
export const errorTable: Readonly<Record<ErrorCode, ErrorRow>> = rows;

/** A code on which the same call may succeed if sent again. */
export type RetryableCode = keyof typeof retryableErrors;

/** True for a code on which the same call may succeed if sent again. */
export function isRetryableCode(code: string): code is RetryableCode {
  return Object.hasOwn(retryableErrors, code);
}
