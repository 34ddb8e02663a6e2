// Answers choice and confirm prompts for 2026-07-28 clients: the tool call returns an input-required
// result holding the question, and the client calls again with the answer and the request state.
// The state is a reference to the run (which session, how far it was) under the codec's MAC; what
// the question needs besides is read back from the run (question-runs.ts).
import { inputRequired, inputResponse } from "@modelcontextprotocol/server";
import * as z from "zod";
import { applyAnswer, finish, formFor, type Advancer, type StepResult, type UserAnswer } from "./elicit-answers.js";
import { codedFailure } from "./coded-failure.js";
import { formProblems, type FormSchema } from "./form-answer-validator.js";
import { elicitedSince, preambleBefore, runAt, waitingOn, type QuestionRuns } from "./question-runs.js";
import { jsonToolResult, runResultOf, toolFailure } from "./run-result.js";
import type { Run, StoredResult } from "@skill-kit/sessions";
import type { RunResult } from "./tool-schemas.js";
import type { ToolAnswer } from "./tool-answer.js";

/**
 * Questions asked in a row within one tool call, at most: below the official client's default of
 * 10 rounds, so a client never gives up on us first. Past it, the prompt goes back to the agent.
 */
export const inputRequiredRoundLimit = 8;

/** The largest request state we hand a client, in characters; a larger one ends the questions. */
export const requestStateLimit = 64 * 1024;

/**
 * What a question carries over to the client's next call, signed: a reference to the run, never
 * its prompts. Short keys: every byte goes to the client and back.
 */
export const questionStateSchema = z.object({
  /** The tool that asked: a state is only good for a call of the same tool. */
  t: z.string(),
  /** The skill that asked, on a server of several (`skill-kit-mcp`). */
  k: z.string().optional(),
  /** The session the question is about. */
  s: z.string(),
  /** The run's records when it was asked: a run of any other length has moved on, and the state is stale. */
  a: z.number().int().nonnegative(),
  /** The run's records when this call's first question was asked: the user's answers come after. */
  f: z.number().int().nonnegative(),
  /** Questions answered in this call so far. */
  r: z.number().int().nonnegative(),
});

export type QuestionState = z.infer<typeof questionStateSchema>;

/** A call's questions as the server holds them between the run and the client: never sent whole. */
export interface Question {
  readonly tool: string;
  readonly skill?: string | undefined;
  /** The pending prompt the question asks. */
  readonly current: RunResult;
  /** The first prompt's preamble, kept for the result that ends the questions. */
  readonly preamble?: string | undefined;
  readonly elicited: readonly StepResult[];
  readonly rounds: number;
  /** The run's records when this call's first question was asked; undefined before the first. */
  readonly from?: number | undefined;
}

export interface Questioner {
  /** True when this request's client declared form elicitation. */
  readonly available: () => boolean;
  /** Seals a state into the string the client echoes back. */
  readonly mint: (state: QuestionState) => Promise<string>;
  /** Where the runs the questions are about are read. */
  readonly runs: QuestionRuns;
}

/** The key of our one input request. */
const answerKey = "answer";

/** Asks the pending prompt's question while it has one and the client can answer it; the run result otherwise. */
export async function askOrFinish(question: Question, questioner: Questioner): Promise<ToolAnswer> {
  const { current } = question;
  const form = formFor(current);
  if (form !== undefined && current.step !== undefined && question.rounds < inputRequiredRoundLimit && questioner.available()) {
    const records = await recordsAt(questioner.runs, current);
    if (records !== undefined) {
      const skill = question.skill === undefined ? {} : { k: question.skill };
      const state = { t: question.tool, ...skill, s: current.session, a: records, f: question.from ?? records };
      const requestState = await questioner.mint({ ...state, r: question.rounds });
      if (requestState.length <= requestStateLimit)
        return inputRequired({
          inputRequests: { [answerKey]: inputRequired.elicit({ message: form.message, requestedSchema: form.requestedSchema }) },
          requestState,
        });
    }
  }
  return jsonToolResult(finish(question.preamble, current, question.elicited));
}

/** The run's length while `current` is its pending prompt; undefined when it cannot be read or has moved on (no question then). */
async function recordsAt(runs: QuestionRuns, current: RunResult): Promise<number | undefined> {
  try {
    const at = runAt(await runs.read(current.session));
    return at.pending?.kind === "prompt" && at.pending.step === current.step ? at.records : undefined;
  } catch {
    return undefined;
  }
}

/** The first round of a call: `result` is what start or advance returned. */
export function firstQuestion(input: {
  readonly tool: string;
  readonly skill?: string | undefined;
  readonly result: RunResult;
}): Question {
  const { tool, result } = input;
  return { tool, skill: input.skill, current: result, preamble: result.preamble, elicited: [], rounds: 0 };
}

/** What the call that sends a state back names in its own arguments. */
export interface ResumedCall {
  /** The `session` argument of `advance`; undefined for `start`. */
  readonly session?: string | undefined;
  /** The `skill` argument, on a server of several skills. */
  readonly skill?: string | undefined;
}

/**
 * A later round: reads the run the state names and, while it is exactly as it was when the question
 * was asked, submits the answer in `responses` (`answerQuestion`). A state for another skill or
 * session than the call's arguments, or for a run that has moved on since (a replay, a state kept
 * past a decline), is refused with the run's current step, and nothing is written.
 */
export async function resumeQuestion(input: {
  readonly state: QuestionState;
  readonly call: ResumedCall;
  readonly responses: Readonly<Record<string, unknown>> | undefined;
  readonly driver: Advancer;
  readonly questioner: Questioner;
}): Promise<ToolAnswer> {
  const { state, call, questioner } = input;
  const { runs } = questioner;
  const named = call.session ?? state.s;
  const otherSkill = call.skill !== undefined && call.skill !== state.k;
  if (otherSkill || named !== state.s) {
    const issuer = otherSkill ? `skill "${state.k ?? ""}"` : `session "${state.s}"`;
    const theirs = otherSkill ? `skill "${call.skill ?? ""}"` : `session "${named}"`;
    return toolFailure(
      `this requestState belongs to ${issuer}, not to the ${theirs} of the arguments; session "${named}" is at step ${await currentStep(runs, named)}. Call again without this requestState (or with the one that session's question returned).`,
      codedFailure("REQUEST_STATE_MISMATCH"),
    );
  }
  const read = await readRun(runs, state.s);
  if ("failure" in read) return read.failure;
  const { run } = read;
  const at = runAt(run);
  if (at.records !== state.a || at.pending?.kind !== "prompt")
    return toolFailure(
      `this requestState is stale: it asked ${waitingOn(askedAt(run, state.a))}, and session "${state.s}" has moved on since; its current step is ${waitingOn(at.pending)}. Answer that step with advance, without this requestState.`,
      codedFailure("REQUEST_STATE_STALE"),
    );
  const shown = runs.shown ?? ((result: RunResult) => result);
  const question: Question = {
    tool: state.t,
    skill: state.k,
    current: shown(runResultOf(state.s, at.pending)),
    preamble: preambleBefore(run, state.f),
    elicited: elicitedSince(run, { session: state.s, from: state.f }),
    rounds: state.r,
    from: state.f,
  };
  return answerQuestion({ question, responses: input.responses, driver: input.driver, questioner });
}

/** The result a state's question asked: the run's last result when it was asked (a run only grows). */
function askedAt(run: Run, records: number): StoredResult | undefined {
  const record = run.records[records - 1];
  return record?.type === "result" ? record.result : undefined;
}

/** The step `session` waits on, for a refusal; why it cannot be told when the run cannot be read. */
async function currentStep(runs: QuestionRuns, session: string): Promise<string> {
  try {
    return waitingOn(runAt(await runs.read(session)).pending);
  } catch {
    return "unknown (the run cannot be read)";
  }
}

/** The run, or a failure with its store's coded error (as any failed call reports it) when it cannot be read. */
async function readRun(runs: QuestionRuns, session: string): Promise<{ readonly run: Run } | { readonly failure: ToolAnswer }> {
  try {
    return { run: await runs.read(session) };
  } catch (error) {
    // Not the store's message: it may name the session folder, which a caller is not shown.
    const code = error instanceof Error && "code" in error && typeof error.code === "string" ? error.code : undefined;
    const message =
      code === "SESSION_NOT_FOUND"
        ? `Unknown session "${session}": it does not exist (or was cleaned up). Call start to begin a new session.`
        : `session "${session}", which this requestState answers, cannot be read now${code === undefined ? "" : ` (${code})`}`;
    return { failure: toolFailure(message, code === undefined ? undefined : codedFailure(code)) };
  }
}

/**
 * Submits the answer in `responses` to the question asked, then asks the next one. No answer asks
 * the same question again; a decline, a cancel, an answer outside the form or one the step refuses
 * ends the questions with `elicitation` saying why.
 */
async function answerQuestion(input: {
  readonly question: Question;
  readonly responses: Readonly<Record<string, unknown>> | undefined;
  readonly driver: Advancer;
  readonly questioner: Questioner;
}): Promise<ToolAnswer> {
  const { question, driver, questioner } = input;
  const form = formFor(question.current);
  const view = inputResponse(input.responses, answerKey);
  if (form === undefined || view.kind !== "elicit") return askOrFinish(question, questioner);
  const answer = checked(form.requestedSchema, { action: view.action, content: view.content });
  const applied = await applyAnswer({ driver, result: question.current, form, answer });
  if ("stopped" in applied)
    return jsonToolResult(finish(question.preamble, { ...question.current, elicitation: applied.stopped }, question.elicited));
  const elicited: StepResult[] = [
    ...question.elicited,
    ...(applied.next.completed === undefined ? [] : [applied.next.completed]),
  ];
  return askOrFinish({ ...question, current: applied.next, elicited, rounds: question.rounds + 1 }, questioner);
}

/** The SDK checks answers against the form only for elicitation requests it sends; this does it for ours. */
function checked(form: FormSchema, answer: UserAnswer): UserAnswer | Error {
  if (answer.action !== "accept" || answer.content === undefined) return answer;
  const problems = formProblems(form, answer.content);
  return problems.length === 0 ? answer : new Error(`the answer does not fit the form: ${problems.join("; ")}`);
}
