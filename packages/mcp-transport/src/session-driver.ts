// Starts and advances durable sessions through cli-protocol's sessions API: the same code, and
// the same files, as the CLI's `start --session new` and `advance --session ID`.
import {
  advanceSession,
  checkSessionId,
  fileRunStore,
  sessionPath,
  startSession,
  type RunStore,
  type SessionCache,
  type SessionOptions,
  type SessionOutcome,
} from "@skill-kit/sessions";
import { SessionError, type SkillDefinition } from "@skill-kit/core";
import { defaultSessionDir } from "@skill-kit/node";
import { jsonArgument } from "./json-argument.js";
import { withoutServerPaths } from "./server-paths.js";
import { codedFailure, type CodedFailure } from "./coded-failure.js";
import { refusal, runResultOf, unknownSessionResult } from "./run-result.js";
import type { RunResult } from "./tool-schemas.js";

export interface DriverSettings {
  readonly definition: SkillDefinition;
  /** The skill folder; references are read from `<skillDir>/references`. */
  readonly skillDir?: string | undefined;
  /** Where the run's log lines (observer failures, save warnings) go, each with its newline. */
  readonly log: (text: string) => void;
  /** Sessions this server advanced: the next advance neither rereads nor replays them. */
  readonly sessionCache?: SessionCache | undefined;
  readonly host: string;
  readonly tools: readonly string[];
  readonly sessionDir?: string | undefined;
  /** The identity calling (over HTTP, the bearer token's user): a run is found only by the owner that started it. */
  readonly owner?: string | undefined;
  /** Where runs live; the session files of `sessionDir` by default. */
  readonly store?: RunStore | undefined;
}

/** A result for the agent, or a failure to report as `isError` (the session is unchanged), with its code when it has one. */
export type DriverOutcome =
  | { readonly ok: true; readonly result: RunResult }
  | { readonly ok: false; readonly message: string; readonly error?: CodedFailure };

export interface StartInput {
  readonly params?: Readonly<Record<string, unknown>> | undefined;
  readonly subskill?: string | undefined;
}

export interface AdvanceInput {
  readonly session: string;
  readonly step: string;
  readonly output: unknown;
  /** Who gave the output: the agent (the default; it is not sent back to it) or the user, through a question. */
  readonly from?: "agent" | "user";
}

export class SessionDriver {
  private readonly options: SessionOptions;

  constructor(private readonly settings: DriverSettings) {
    const { skillDir, sessionCache, sessionDir, owner, store } = settings;
    this.options = {
      skillDir,
      sessionDir,
      sessionCache,
      owner,
      store,
      log: (line) => {
        settings.log(`${line}\n`);
      },
    };
  }

  /** A new flag-mode session, for the dispatcher or one sub-skill. */
  async start(input: StartInput): Promise<DriverOutcome> {
    const { definition } = this.settings;
    const subskills = Object.keys(definition.subskills ?? {});
    if (input.subskill !== undefined && !subskills.includes(input.subskill)) {
      const message = `Unknown sub-skill "${input.subskill}". Available: ${subskills.join(", ") || "(none)"}. Omit subskill to start at the dispatcher.`;
      return { ok: true, result: refusal({ message, retry: true }) };
    }
    const params = input.params ?? {};
    const checked = jsonArgument("params", params);
    if (!checked.ok) return checked;
    const host = { host: this.settings.host, ...(this.settings.tools.length > 0 ? { tools: this.settings.tools } : {}) };
    const started = await settle(() =>
      startSession(definition, { ...this.options, params, subskill: input.subskill, host, outputMode: "flag" }),
    );
    if (!started.ok) return this.failure(started.error);
    return { ok: true, result: runResultOf(started.value.sessionId, started.value.result) };
  }

  /** Submits `output` for `step`: appends exactly as the CLI's flag mode. */
  async advance(input: AdvanceInput): Promise<DriverOutcome> {
    const malformed = malformedSession(input.session);
    if (malformed !== undefined) return malformed;
    const checked = jsonArgument("output", input.output);
    // A session that does not exist (or an unusable folder) is the answer before a bad argument.
    if (!checked.ok) return (await this.unknownSession(input.session)) ?? checked;
    const answer = await settle(() =>
      advanceSession(this.settings.definition, input.session, { ...this.options, step: input.step, output: input.output }),
    );
    if (!answer.ok) return answer.error.code === "SESSION_NOT_FOUND" ? unknownSession(input.session) : this.failure(answer.error);
    return {
      ok: true,
      result: runResultOf(input.session, answer.value.result, input.from === "user" ? {} : { sentText: checked.text }),
    };
  }

  /** An unusable session folder, or a (well-formed) id with no run that this caller owns. */
  private async unknownSession(session: string): Promise<DriverOutcome | undefined> {
    try {
      if (this.options.store === undefined) sessionPath(session, this.options);
      await (this.options.store ?? fileRunStore(this.options)).read(session, this.options.owner);
      return undefined;
    } catch (error) {
      if (SessionError.isInstance(error) && error.code === "SESSION_NOT_FOUND") return unknownSession(session);
      if (SessionError.isInstance(error)) return this.failure(error);
      throw error;
    }
  }

  /**
   * A coded error the agent cannot fix by resubmitting: `isError` with its message, the session
   * folder (which holds the per-user hash over HTTP) replaced by a label; the log keeps the path.
   */
  private failure(error: {
    readonly message: string;
    readonly code?: string | undefined;
    readonly data?: Readonly<Record<string, unknown>> | undefined;
  }): DriverOutcome {
    const folder = this.settings.sessionDir ?? defaultSessionDir(process.env);
    const message = withoutServerPaths(error.message, [{ path: folder, label: "<session folder>" }]);
    if (message !== error.message) this.settings.log(`${error.message}\n`);
    if (error.code === undefined) return { ok: false, message };
    // A store's live-run bound says when a run may expire (`SESSION_LIMIT`): the client may wait that long.
    const retryAfterMs = error.data?.["retryAfterMs"];
    return { ok: false, message, error: codedFailure(error.code, typeof retryAfterMs === "number" ? retryAfterMs : undefined) };
  }
}

function unknownSession(session: string): DriverOutcome {
  return { ok: true, result: unknownSessionResult(session) };
}

/** An error without a code is a bug, reported as `isError` with its message like a coded one. */
async function settle<T>(
  call: () => Promise<SessionOutcome<T>>,
): Promise<SessionOutcome<T> | { readonly ok: false; readonly error: { readonly code: undefined; readonly message: string } }> {
  try {
    return await call();
  } catch (error) {
    return { ok: false, error: { code: undefined, message: error instanceof Error ? error.message : String(error) } };
  }
}

/** An id the CLI would refuse, refused before anything touches the file system. */
function malformedSession(session: string): DriverOutcome | undefined {
  try {
    checkSessionId(session);
    return undefined;
  } catch {
    const shown = JSON.stringify(session.length > 40 ? `${session.slice(0, 40)}…` : session);
    const message = `Invalid session id ${shown}: expected 32 lowercase hex characters. Pass the session id exactly as start returned it.`;
    return { ok: true, result: refusal({ session: "", message, retry: true }) };
  }
}
