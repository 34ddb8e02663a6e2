// `advanceSession`: one locked read-decide-append on a run.
import { isDeepStrictEqual } from "node:util";
import { SessionError, type SkillDefinition } from "@skill-kit/core";
import { checkSessionId } from "./files/session-id.js";
import { replayOrRefuse } from "./run-context.js";
import { lineNumber, type OutputRecord, type ResultRecord, type Run, type RunRecord, type StoredResult } from "./run-records.js";
import type { RunStore } from "./run-store.js";
import type { KeptRun, LiveRun } from "./session-cache.js";
import { historyOf } from "./session-history.js";
import { logOf, outcomeOf, runFor, storeOf } from "./session-options.js";
import type { SessionOptions, SessionOutcome, SessionResult } from "./session-options.js";
import { resultRecords, storedResult } from "./start-session.js";
import { noOutputLine, nothingSubmitted, tornRun } from "./hints.js";

type Submission = { readonly step: string; readonly output: unknown };

export interface AdvanceSessionOptions extends SessionOptions {
  /** The step answered; with `output`. Both left out: a file-mode session takes its last output line. */
  readonly step?: string | undefined;
  readonly output?: unknown;
}

/** The session's result line after the call: its number and its result. */
export interface SessionAnswer {
  readonly line: number;
  readonly result: SessionResult;
}

interface Call {
  readonly definition: SkillDefinition;
  readonly options: SessionOptions;
  readonly store: RunStore;
  readonly id: string;
}

/** A record with its line number. */
interface Numbered<T extends RunRecord> {
  readonly number: number;
  readonly record: T;
}

/**
 * Submits `output` for `step`, or, with neither, the last output line of a file-mode session. A
 * repeat of an output already taken appends nothing and answers with the current result.
 */
export function advanceSession(
  definition: SkillDefinition,
  id: string,
  options: AdvanceSessionOptions,
): Promise<SessionOutcome<SessionAnswer>> {
  return outcomeOf(() => {
    checkSessionId(id);
    const store = storeOf(options);
    const submitted = options.step === undefined ? undefined : { step: options.step, output: options.output };
    return store.lock(id, () => advanceLocked({ definition, options, store, id }, submitted));
  });
}

async function advanceLocked(call: Call, submitted: Submission | undefined): Promise<SessionAnswer> {
  const { id, store } = call;
  const found = await findRun(call);
  const { run } = found.stored;
  if (found.stored.torn === true && submitted === undefined) {
    throw tornRun(id);
  }
  const lastResult = findLast(run, isResult);
  const lastOutput = findLast(run, isOutput);
  const consumed = lastOutput !== undefined && lastResult !== undefined && lastResult.number > lastOutput.number;
  const submission = submitted ?? fileOutput(run, { lastOutput, consumed, id });
  const pending = lastResult?.record.result.kind === "prompt" ? lastResult.record.result.step : undefined;
  const duplicate = submitted !== undefined && consumed && submitted.step !== pending && sameSubmission(lastOutput, submitted);
  // Nothing new was submitted: a repeat, or a concurrent duplicate of the newest output line,
  // answered with that output's own result (a step that loops onto itself takes the same output again).
  if (submission === undefined || duplicate) return keep(call, found, lastResult);
  // A repeat of an output the run took earlier, for a step no longer pending, even after refused
  // calls in between: answered with the current state.
  const current = findLast(run, (record) => isResult(record) && record.result.kind !== "error");
  if (submitted !== undefined && !isPendingStep(submitted.step, current) && wasTaken(run, submitted))
    return keep(call, found, current);
  call.options.sessionCache?.forget(cacheKey(call));
  const { result, live } = await advanceRun(call, { run, submission, live: found.live });
  const output: RunRecord[] =
    submitted === undefined ? [] : [{ type: "output", step: submission.step, output: submission.output }];
  const stored = await store.append(id, { after: found.stored, records: [...output, ...resultRecords(result)] });
  call.options.sessionCache?.remember(cacheKey(call), { stored, live });
  return { line: lineNumber(stored.run.records.length - 1), result };
}

function fileOutput(
  run: Run,
  at: { lastOutput: Numbered<OutputRecord> | undefined; consumed: boolean; id: string },
): Submission | undefined {
  if (run.header.outputMode !== "file") throw nothingSubmitted();
  if (at.lastOutput === undefined) {
    throw noOutputLine(at.id);
  }
  if (at.consumed) return undefined;
  const { step, output } = at.lastOutput.record;
  if (step === undefined)
    throw new SessionError("SESSION_CORRUPT", {
      message: `the output line ${at.lastOutput.number} of session "${at.id}" has no string "step"`,
    });
  return { step, output };
}

const isResult = (record: RunRecord): record is ResultRecord => record.type === "result";
const isOutput = (record: RunRecord): record is OutputRecord => record.type === "output";

function findLast<T extends RunRecord>(run: Run, is: (record: RunRecord) => record is T): Numbered<T> | undefined;
function findLast(run: Run, is: (record: RunRecord) => boolean): Numbered<ResultRecord> | undefined;
function findLast(run: Run, is: (record: RunRecord) => boolean): Numbered<RunRecord> | undefined {
  const index = run.records.findLastIndex(is);
  const record = run.records[index];
  return record === undefined ? undefined : { number: lineNumber(index), record };
}

function sameSubmission(found: Numbered<OutputRecord> | undefined, submission: Submission): boolean {
  return (
    found !== undefined && found.record.step === submission.step && isDeepStrictEqual(found.record.output, submission.output)
  );
}

/** `step` (bare or qualified) is the step the result `current` asks for. */
function isPendingStep(step: string, current: Numbered<ResultRecord> | undefined): boolean {
  const result = current?.record.result;
  return result?.kind === "prompt" && (result.step === step || result.step.endsWith(`/${step}`));
}

/** The same output line is in the run, and the first result after it is not a refusal. */
function wasTaken(run: Run, submission: Submission): boolean {
  return run.records.some((record, index) => {
    if (!isOutput(record) || !sameSubmission({ number: lineNumber(index), record }, submission)) return false;
    const result = run.records.slice(index + 1).find(isResult);
    return result !== undefined && result.result.kind !== "error";
  });
}

/** The kept run if the store is still at the revision it was kept at (and the caller owns it), else the run read from the store. */
async function findRun(call: Call): Promise<KeptRun> {
  const cache = call.options.sessionCache;
  if (cache !== undefined) {
    const kept = cache.lookup(cacheKey(call), await call.store.revision(call.id));
    if (kept !== undefined && kept.stored.run.header.owner === call.options.owner) return kept;
  }
  return { stored: await call.store.read(call.id, call.options.owner), live: undefined };
}

function cacheKey(call: Call): string {
  return call.store.runKey(call.id);
}

/** Answers without appending; the run is unchanged, so what a cache keeps for it stays valid. */
function keep(call: Call, found: KeptRun, line: Numbered<ResultRecord> | undefined): SessionAnswer {
  call.options.sessionCache?.remember(cacheKey(call), found);
  if (line === undefined) throw new SessionError("SESSION_CORRUPT", { message: "the session has no result line yet" });
  return { line: line.number, result: line.record.result };
}

/** Advances the kept run, or one rebuilt by replaying the stored one; returns the run to keep, if any. */
async function advanceRun(
  call: Call,
  input: { run: Run; submission: Submission; live: LiveRun | undefined },
): Promise<{ result: StoredResult; live: LiveRun | undefined }> {
  const write = logOf(call.options);
  let live = input.live;
  if (live === undefined) {
    const { header } = input.run;
    const log = { write };
    const run = runFor(call.definition, call.options, {
      subskill: header.subskill,
      params: header.params,
      host: {
        host: header.host,
        ...(header.tools ? { tools: header.tools } : {}),
        ...(header.isSubagent ? { isSubagent: true } : {}),
      },
      log: (line) => {
        log.write(line);
      },
    });
    const refused = replayOrRefuse(run, historyOf(input.run));
    if (refused !== undefined) return { result: storedResult(refused), live: undefined };
    live = { run, log };
  }
  live.log.write = write;
  return { result: storedResult(await live.run.advance(input.submission.step, input.submission.output)), live };
}
