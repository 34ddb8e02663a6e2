// Answers choice and confirm prompts for 2026-07-28 clients: the tool call returns an input-required
// result holding the question, and the client calls again with the answer and the request state.
import { inputRequired, inputResponse } from "@modelcontextprotocol/server";
import * as z from "zod";
import { applyAnswer, finish, formFor, type Advancer, type StepResult, type UserAnswer } from "./elicit-answers.js";
import { formProblems, type FormSchema } from "./form-answer-validator.js";
import { jsonToolResult } from "./run-result.js";
import { runResultSchema, type RunResult } from "./tool-schemas.js";
import { stepResultSchema } from "./wire-result.js";
import type { ToolAnswer } from "./tool-answer.js";

/**
 * Questions asked in a row within one tool call, at most: below the official client's default of
 * 10 rounds, so a client never gives up on us first. Past it, the prompt goes back to the agent.
 */
export const inputRequiredRoundLimit = 8;

/** The largest request state we hand a client, in characters; a larger one ends the questions. */
export const requestStateLimit = 64 * 1024;

/** What a question carries over to the client's next call: the run, not the connection. */
export const questionStateSchema = z.object({
  /** The tool that asked: a state is only good for a call of the same tool. */
  tool: z.string(),
  /** The pending prompt the question asks. */
  current: runResultSchema,
  /** The first prompt's preamble, kept for the result that ends the questions. */
  preamble: z.string().optional(),
  elicited: z.array(stepResultSchema),
  rounds: z.number().int().nonnegative(),
});

export type QuestionState = z.infer<typeof questionStateSchema>;

export interface Questioner {
  /** True when this request's client declared form elicitation. */
  readonly available: () => boolean;
  /** Seals a state into the string the client echoes back. */
  readonly mint: (state: QuestionState) => Promise<string>;
}

/** The key of our one input request. */
const answerKey = "answer";

/** Asks the pending prompt's question while it has one and the client can answer it; the run result otherwise. */
export async function askOrFinish(state: QuestionState, questioner: Questioner): Promise<ToolAnswer> {
  const form = formFor(state.current);
  if (form !== undefined && state.rounds < inputRequiredRoundLimit && questioner.available()) {
    const requestState = await questioner.mint(state);
    if (requestState.length <= requestStateLimit)
      return inputRequired({
        inputRequests: { [answerKey]: inputRequired.elicit({ message: form.message, requestedSchema: form.requestedSchema }) },
        requestState,
      });
  }
  return jsonToolResult(finish(state.preamble, state.current, state.elicited));
}

/** The first round of a call: `result` is what start or advance returned. */
export function firstQuestion(input: { readonly tool: string; readonly result: RunResult }): QuestionState {
  const { tool, result } = input;
  return {
    tool,
    current: result,
    ...(result.preamble === undefined ? {} : { preamble: result.preamble }),
    elicited: [],
    rounds: 0,
  };
}

/**
 * A later round: submits the answer in `responses` to the question `state` asked, then asks the
 * next one. No answer asks the same question again; a decline, a cancel, an answer outside the
 * form or one the step refuses ends the questions with `elicitation` saying why.
 */
export async function answerQuestion(input: {
  readonly state: QuestionState;
  readonly responses: Readonly<Record<string, unknown>> | undefined;
  readonly driver: Advancer;
  readonly questioner: Questioner;
}): Promise<ToolAnswer> {
  const { state, driver, questioner } = input;
  const form = formFor(state.current);
  const view = inputResponse(input.responses, answerKey);
  if (form === undefined || view.kind !== "elicit") return askOrFinish(state, questioner);
  const answer = checked(form.requestedSchema, { action: view.action, content: view.content });
  const applied = await applyAnswer({ driver, result: state.current, form, answer });
  if ("stopped" in applied)
    return jsonToolResult(finish(state.preamble, { ...state.current, elicitation: applied.stopped }, state.elicited));
  const elicited: StepResult[] = [...state.elicited, ...(applied.next.completed === undefined ? [] : [applied.next.completed])];
  return askOrFinish({ ...state, current: applied.next, elicited, rounds: state.rounds + 1 }, questioner);
}

/** The SDK checks answers against the form only for elicitation requests it sends; this does it for ours. */
function checked(form: FormSchema, answer: UserAnswer): UserAnswer | Error {
  if (answer.action !== "accept" || answer.content === undefined) return answer;
  const problems = formProblems(form, answer.content);
  return problems.length === 0 ? answer : new Error(`the answer does not fit the form: ${problems.join("; ")}`);
}
