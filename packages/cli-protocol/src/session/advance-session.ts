// `advanceSession`: one locked read-decide-append on a session file.
import { isDeepStrictEqual } from "node:util";
import { SessionError, UsageError, type EngineResult, type SkillDefinition } from "@skill-kit/core";
import { handshakeOf } from "../handshake-flags.js";
import { createRun, replayOrRefuse } from "../protocol-context.js";
import type { RunStore } from "./run-store.js";
import type { LiveRun } from "./session-cache.js";
import { checkSessionId } from "./session-id.js";
import {
  isResultLine,
  lineResult,
  resultLine,
  sessionHistory,
  withLines,
  type SessionContent,
  type SessionLine,
} from "./session-lines.js";
import {
  logOf,
  outcomeOf,
  runContextOf,
  storeOf,
  type SessionOptions,
  type SessionOutcome,
  type SessionResult,
} from "./session-options.js";
import { intermediateLines } from "./start-session.js";

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

/** The run as this call found it: from the cache or read from the store, at `revision`. */
interface Found {
  readonly session: SessionContent;
  readonly live: LiveRun | undefined;
  readonly revision: string | undefined;
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
  const { session } = found;
  if (session.torn !== undefined && submitted === undefined) {
    throw new SessionError("SESSION_TORN", {
      message: `session "${id}" ends in a torn line (a crash or a partial append); nothing was changed. Resubmit this step with --step <name> --output <json> and it will replace the torn line.`,
    });
  }
  const lastResult = session.lines.findLast(isResultLine);
  const lastOutput = session.lines.findLast((line) => line.value["type"] === "output");
  const consumed = lastOutput !== undefined && lastResult !== undefined && lastResult.number > lastOutput.number;
  const submission = submitted ?? fileOutput(session, { lastOutput, consumed, id });
  const pending = lastResult?.value["kind"] === "prompt" ? lastResult.value["step"] : undefined;
  const duplicate = submitted !== undefined && consumed && submitted.step !== pending && sameSubmission(lastOutput, submitted);
  // Nothing new was submitted: a repeat, or a concurrent duplicate of the newest output line,
  // answered with that output's own result (a step that loops onto itself takes the same output again).
  if (submission === undefined || duplicate) return keep(call, found, lastResult);
  // A repeat of an output the run took earlier, for a step no longer pending, even after refused
  // calls in between: answered with the current state.
  const current = session.lines.findLast((line) => line.value["type"] === "prompt" || line.value["type"] === "done");
  if (submitted !== undefined && !isPendingStep(submitted.step, current) && wasTaken(session.lines, submitted))
    return keep(call, found, current);
  call.options.sessionCache?.forget(cacheKey(call));
  const { result, live } = await advanceRun(call, { session, submission, live: found.live });
  const outputLine =
    submitted === undefined ? [] : [`${JSON.stringify({ type: "output", step: submission.step, output: submission.output })}\n`];
  const added = [...outputLine, ...intermediateLines(result), resultLine(result)];
  const revision = await store.append(id, { after: session, lines: added });
  const next = withLines(session, added);
  call.options.sessionCache?.remember(cacheKey(call), { content: next, live }, revision);
  // The result line just parsed for the cache is the result plus its leading `type`.
  const printed = next.lines.at(-1);
  return { line: session.lines.length + added.length, result: printed === undefined ? {} : lineResult(printed) };
}

function fileOutput(
  session: SessionContent,
  at: { lastOutput: SessionLine | undefined; consumed: boolean; id: string },
): Submission | undefined {
  if (session.header.outputMode !== "file")
    throw new UsageError("this session is in flag mode: advance needs both --step <name> and --output <json>");
  if (at.lastOutput === undefined) {
    throw new UsageError(
      `no output found in session "${at.id}": append {"type":"output","step":"<step>","output":{…}} to the file, or pass --step and --output`,
    );
  }
  if (at.consumed) return undefined;
  const step = at.lastOutput.value["step"];
  if (typeof step !== "string")
    throw new SessionError("SESSION_CORRUPT", {
      message: `the output line ${at.lastOutput.number} of session "${at.id}" has no string "step"`,
    });
  return { step, output: at.lastOutput.value["output"] };
}

function sameSubmission(line: SessionLine | undefined, submission: Submission): boolean {
  return (
    line !== undefined && line.value["step"] === submission.step && isDeepStrictEqual(line.value["output"], submission.output)
  );
}

/** `step` (bare or qualified) is the step the current prompt line asks for. */
function isPendingStep(step: string, current: SessionLine | undefined): boolean {
  const pending = current?.value["kind"] === "prompt" ? current.value["step"] : undefined;
  return typeof pending === "string" && (pending === step || pending.endsWith(`/${step}`));
}

/** The same output line is in the file, and the first result line after it is not a refusal. */
function wasTaken(lines: readonly SessionLine[], submission: Submission): boolean {
  return lines.some((line, index) => {
    if (line.value["type"] !== "output" || !sameSubmission(line, submission)) return false;
    const result = lines.slice(index + 1).find(isResultLine);
    return result !== undefined && result.value["type"] !== "error";
  });
}

/** The kept run if the store is still at the revision it was kept at (and the caller owns it), else the run read from the store. */
async function findRun(call: Call): Promise<Found> {
  const cache = call.options.sessionCache;
  if (cache !== undefined) {
    const revision = await call.store.revision(call.id);
    const kept = cache.lookup(cacheKey(call), revision);
    if (kept !== undefined && kept.content.header.owner === call.options.owner)
      return { session: kept.content, live: kept.live, revision };
  }
  const read = await call.store.read(call.id, call.options.owner);
  return { session: read.content, live: undefined, revision: read.revision };
}

function cacheKey(call: Call): string {
  return call.store.runKey(call.id);
}

/** Answers without appending; the run is unchanged, so what a cache keeps for it stays valid. */
function keep(call: Call, found: Found, line: SessionLine | undefined): SessionAnswer {
  call.options.sessionCache?.remember(cacheKey(call), { content: found.session, live: found.live }, found.revision);
  if (line === undefined) throw new SessionError("SESSION_CORRUPT", { message: "the session has no result line yet" });
  return { line: line.number, result: lineResult(line) };
}

/** Advances the kept run, or one rebuilt by replaying the file; returns the run to keep, if any. */
async function advanceRun(
  call: Call,
  input: { session: SessionContent; submission: Submission; live: LiveRun | undefined },
): Promise<{ result: EngineResult; live: LiveRun | undefined }> {
  const write = logOf(call.options);
  let live = input.live;
  if (live === undefined) {
    const { header } = input.session;
    const host = handshakeOf({
      host: header.host,
      ...(header.tools ? { tools: header.tools } : {}),
      ...(header.isSubagent ? { isSubagent: true } : {}),
    });
    const log = { write };
    const run = createRun(runContextOf(call.definition, call.options, header.subskill), {
      params: header.params,
      host,
      log: (line) => {
        log.write(line);
      },
    });
    const refused = replayOrRefuse(run, sessionHistory(input.session.lines));
    if (refused !== undefined) return { result: refused, live: undefined };
    live = { run, log };
  }
  live.log.write = write;
  return { result: await live.run.advance(input.submission.step, input.submission.output), live };
}
