// Answers a run's askUser/confirm steps through the app's `onQuestion`, as MCP elicitation does:
// each answer is a normal advance (validated, kept in the run store). Pure: no Node, no AI library.
import type { AnsweredQuestion, QuestionHandler, WorkflowDriver, WorkflowResult } from "../types.js";
import { answerOutput, stepQuestion } from "./step-question.js";

/** Questions answered in a row for one call, at most (as MCP elicitation). */
const questionLimit = 20;

/** What `answerQuestions` works on. */
export interface AnswerQuestionsInput {
  /** The driver of the run (the skill's `workflow`). */
  readonly driver: WorkflowDriver;
  /** The run's latest result: from `start`, or from an `advance` of the model. */
  readonly result: WorkflowResult;
  readonly onQuestion: QuestionHandler;
  /** The workflow skill's name, for the question. */
  readonly skill: string;
}

/** Where the questions stopped, and what the app answered on the way. */
export interface QuestionsOutcome {
  /** A prompt that is no question (or one the app left to the model), done, or an error the run returned. */
  readonly result: WorkflowResult;
  readonly answered: readonly AnsweredQuestion[];
  /** The app's answer the step refused, or `onQuestion` failed: the question stays open, for the model. */
  readonly stopped?: { readonly step: string; readonly message: string };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The last result, with the first prompt's `preamble` when the questions answered took it along. */
function keepPreamble(first: WorkflowResult, last: WorkflowResult): WorkflowResult {
  if (first === last || first.preamble === undefined || last.status !== "prompt" || last.preamble !== undefined) return last;
  return { ...last, preamble: first.preamble };
}

/**
 * While `result` is a prompt that asks the user one question its schema can take and `onQuestion`
 * returns an answer (not undefined), advances the run with it. Stops at anything else, at an answer
 * the step refuses and when `onQuestion` throws, returning the open prompt: the session is never lost.
 */
export async function answerQuestions(input: AnswerQuestionsInput): Promise<QuestionsOutcome> {
  const { driver, result, onQuestion, skill } = input;
  const answered: AnsweredQuestion[] = [];
  let current = result;
  for (let asked = 0; asked < questionLimit; asked += 1) {
    const question = stepQuestion(current, skill);
    if (question === undefined) break;
    let answer: unknown;
    try {
      answer = await onQuestion(question);
    } catch (error) {
      const stopped = { step: question.step, message: `onQuestion failed: ${messageOf(error)}` };
      return { result: keepPreamble(result, current), answered, stopped };
    }
    if (answer === undefined) break;
    const output = answerOutput(answer, question.field);
    const next = await driver.advance(question.session, question.step, output);
    if (next.status === "error") {
      const stopped = { step: question.step, message: next.message ?? "the step refused the answer" };
      return { result: keepPreamble(result, current), answered, stopped };
    }
    answered.push({ step: question.step, output });
    current = next;
  }
  return { result: keepPreamble(result, current), answered };
}
