// `advance --session ID`: one locked read-decide-append per call.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import type { EngineResult } from "@skill-kit/core";
import type { ParsedArgs } from "../args.js";
import { handshakeOf } from "../handshake-flags.js";
import { createRun, printResult, replayOrRefuse, type ProtocolContext } from "../protocol-context.js";
import { readSubmission } from "../stateless.js";
import { UsageError } from "../usage-error.js";
import { sessionDir } from "./session-dir.js";
import { appendSessionFile, readSessionFile } from "./session-file.js";
import { checkSessionId, sessionFileName } from "./session-id.js";
import type { LiveRun } from "./session-cache.js";
import { isResultLine, lineResult, parseSession, resultLine, sessionHistory, withLines, type SessionContent, type SessionLine } from "./session-lines.js";
import { withSessionLock } from "./session-lock.js";
import { intermediateLines } from "./session-start.js";

type Submission = { readonly step: string; readonly output: unknown };

export async function sessionAdvance(context: ProtocolContext, args: ParsedArgs, id: string): Promise<number> {
  checkSessionId(id);
  const hasFlags = args.flags.has("step") || args.flags.has("output");
  const submitted = hasFlags ? await readSubmission(context, args) : undefined;
  const path = join(sessionDir(args.flags.get("session-dir"), context.io.env), sessionFileName(id));
  return withSessionLock(path, async () => {
    const cache = context.sessionCache;
    const kept = cache?.lookup(path);
    const session = kept?.content ?? parseSession(readSessionFile(path, id), id);
    if (session.torn !== undefined && submitted === undefined) {
      throw new UsageError(`session "${id}" ends in a torn line (a crash or a partial append); nothing was changed. Resubmit this step with --step <name> --output <json> and it will replace the torn line.`);
    }
    const lastResult = session.lines.findLast(isResultLine);
    const lastOutput = session.lines.findLast((line) => line.value["type"] === "output");
    const consumed = lastOutput !== undefined && lastResult !== undefined && lastResult.number > lastOutput.number;
    const submission = submitted ?? fileOutput(session, { lastOutput, consumed, id });
    const pending = lastResult?.value["kind"] === "prompt" ? lastResult.value["step"] : undefined;
    const duplicate = submitted !== undefined && consumed && submitted.step !== pending && sameSubmission(lastOutput, submitted);
    // Nothing new was submitted: a repeat, or a concurrent duplicate of the newest output line,
    // answered with that output's own result (a step that loops onto itself takes the same output again).
    if (submission === undefined || duplicate) return keep(context, { path, session, kept, answer: { args, line: lastResult } });
    // A repeat of an output the run took earlier, for a step no longer pending, even after refused
    // calls in between: answered with the current state.
    const current = session.lines.findLast((line) => line.value["type"] === "prompt" || line.value["type"] === "done");
    if (submitted !== undefined && !isPendingStep(submitted.step, current) && wasTaken(session.lines, submitted)) return keep(context, { path, session, kept, answer: { args, line: current } });
    cache?.forget(path);
    const { result, live } = await advanceRun(context, { session, submission, live: kept?.live });
    const outputLine = submitted === undefined ? [] : [`${JSON.stringify({ type: "output", step: submission.step, output: submission.output })}\n`];
    const added = [...outputLine, ...intermediateLines(result), resultLine(result)];
    if (session.torn !== undefined) keepTornBytes(path, session.torn);
    const written = appendSessionFile(path, (session.missingNewline ? "\n" : "") + added.join(""), session.torn === undefined ? undefined : session.cleanBytes);
    const next = withLines(session, added);
    if (session.torn === undefined && !session.missingNewline) cache?.remember(path, { content: next, live }, written);
    const number = session.lines.length + added.length;
    // The result line just parsed for the cache is the printed result plus its leading `type`.
    const printed = next.lines.at(-1);
    if (args.switches.has("print")) printResult(context, result, printed === undefined ? undefined : lineResult(printed));
    else context.io.stdout(`${number}\n`);
    return 0;
  });
}

function fileOutput(session: SessionContent, at: { lastOutput: SessionLine | undefined; consumed: boolean; id: string }): Submission | undefined {
  if (session.header.outputMode !== "file") throw new UsageError("this session is in flag mode: advance needs both --step <name> and --output <json>");
  if (at.lastOutput === undefined) {
    throw new UsageError(`no output found in session "${at.id}": append {"type":"output","step":"<step>","output":{…}} to the file, or pass --step and --output`);
  }
  if (at.consumed) return undefined;
  const step = at.lastOutput.value["step"];
  if (typeof step !== "string") throw new UsageError(`the output line ${at.lastOutput.number} of session "${at.id}" has no string "step"`);
  return { step, output: at.lastOutput.value["output"] };
}

function sameSubmission(line: SessionLine | undefined, submission: Submission): boolean {
  return line !== undefined && line.value["step"] === submission.step && isDeepStrictEqual(line.value["output"], submission.output);
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

/** Answers without appending; the file is unchanged, so what a cache keeps for it stays valid. */
function keep(context: ProtocolContext, at: { path: string; session: SessionContent; kept: { live: LiveRun | undefined } | undefined; answer: { args: ParsedArgs; line: SessionLine | undefined } }): number {
  context.sessionCache?.remember(at.path, { content: at.session, live: at.kept?.live });
  return answer(context, at.answer);
}

/** Advances the kept run, or one rebuilt by replaying the file; returns the run to keep, if any. */
async function advanceRun(context: ProtocolContext, input: { session: SessionContent; submission: Submission; live: LiveRun | undefined }): Promise<{ result: EngineResult; live: LiveRun | undefined }> {
  const write = (line: string) => { context.io.stderr(`${line}\n`); };
  let live = input.live;
  if (live === undefined) {
    const { header } = input.session;
    const host = handshakeOf({ host: header.host, ...(header.tools ? { tools: header.tools } : {}), ...(header.isSubagent ? { isSubagent: true } : {}) });
    const log = { write };
    const run = createRun(header.subskill === undefined ? context : { ...context, subskill: header.subskill }, { params: header.params, host, log: (line) => { log.write(line); } });
    const refused = replayOrRefuse(run, sessionHistory(input.session.lines));
    if (refused !== undefined) return { result: refused, live: undefined };
    live = { run, log };
  }
  live.log.write = write;
  return { result: await live.run.advance(input.submission.step, input.submission.output), live };
}

function answer(context: ProtocolContext, at: { args: ParsedArgs; line: SessionLine | undefined }): number {
  if (at.line === undefined) throw new UsageError("the session has no result line yet");
  if (at.args.switches.has("print")) printResult(context, lineResult(at.line));
  else context.io.stdout(`${at.line.number}\n`);
  return 0;
}

/** The only bytes ever removed from a session file are kept beside it. */
function keepTornBytes(path: string, torn: Uint8Array): void {
  writeFileSync(`${path}.torn-${Date.now()}`, torn, { mode: 0o600, flag: "wx" });
}
