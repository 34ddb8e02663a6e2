// `startSession`: run the first step, then store the header and the first result as a new run.
import { TransitionError, type EngineResult, type SkillDefinition } from "@skill-kit/core";
import { newSessionId } from "./files/session-id.js";
import type { HostChoice } from "./run-context.js";
import { lineNumber, type RunHeader, type RunRecord, type StoredResult } from "./run-records.js";
import { outcomeOf, runFor, storeOf } from "./session-options.js";
import type { SessionOptions, SessionOutcome, SessionResult } from "./session-options.js";

export interface StartSessionOptions extends SessionOptions {
  /** The skill's params (checked against its params schema: a `ParamsError` when they fail). */
  readonly params: Readonly<Record<string, unknown>>;
  /** Start this sub-skill directly instead of the dispatcher (recorded in the header). */
  readonly subskill?: string | undefined;
  /** `--host`, `--tools`, `--subagent`; `generic` by default. */
  readonly host?: HostChoice | undefined;
  /** `file` (the agent may append output lines itself; the default) or `flag`. */
  readonly outputMode?: "file" | "flag" | undefined;
}

/** What `start --session new --print` prints: the pointer and the first result. */
export interface SessionStarted {
  readonly sessionId: string;
  /** Where the run lives: its session file's path, or the store's own name for it. */
  readonly file: string;
  /** The number of lines in the new file (the result's line). */
  readonly line: number;
  readonly result: SessionResult;
}

/** Starts a run and stores it; a failure (bad params, a throwing action) stores nothing. */
export function startSession(definition: SkillDefinition, options: StartSessionOptions): Promise<SessionOutcome<SessionStarted>> {
  return outcomeOf(async () => {
    const choice = options.host ?? { host: "generic" };
    const run = runFor(definition, options, { subskill: options.subskill, params: options.params, host: choice });
    const result = storedResult(await run.start());
    const sessionId = newSessionId();
    const header: RunHeader = {
      type: "header",
      sessionId,
      skill: definition.name,
      ...(options.subskill === undefined ? {} : { subskill: options.subskill }),
      host: choice.host,
      ...(choice.tools ? { tools: choice.tools } : {}),
      ...(choice.isSubagent ? { isSubagent: true } : {}),
      params: options.params,
      createdAt: new Date().toISOString(),
      outputMode: options.outputMode ?? "file",
      ...(options.owner === undefined ? {} : { owner: options.owner }),
    };
    const records = resultRecords(result);
    const file = await storeOf(options).create({ id: sessionId, owner: options.owner, header, records });
    return { sessionId, file, line: lineNumber(records.length - 1), result };
  });
}

/** A result a run keeps: a redirect is resolved by the composite run and never reaches one. */
export function storedResult(result: EngineResult): StoredResult {
  if (result.kind === "redirect")
    throw new TransitionError({
      message: `A sub-skill started with a redirect to "${result.redirect}", which a run cannot follow`,
    });
  return result;
}

/**
 * The records of one result: an informational prompt per prompt-less step that ran, then the
 * result. The informational ones carry no `completed`/`autoAdvanced`, so the history is rebuilt
 * from result records alone.
 */
export function resultRecords(result: StoredResult): RunRecord[] {
  const passed =
    result.kind === "error"
      ? []
      : (result.autoAdvanced ?? []).map(
          (entry): RunRecord => ({
            type: "result",
            result: { kind: "prompt", step: entry.step, prompt: "<prompt>\n\n</prompt>", schema: null },
          }),
        );
  return [...passed, { type: "result", result }];
}
