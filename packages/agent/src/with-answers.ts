// A workflow result after the app answered the questions it asks the user (`onQuestion`), with what
// was answered on the way; without `onQuestion`, the result as it was (the model asks).
import { answerQuestions } from "./question/answer-questions.js";
import type { QuestionHandler, WorkflowDriver, WorkflowResult } from "./types.js";

export interface WithAnswersInput {
  readonly driver: WorkflowDriver;
  readonly result: WorkflowResult;
  readonly skill: string;
  readonly onQuestion?: QuestionHandler;
}

/** Answers the run's questions through `onQuestion` while it can, and says so in the result. */
export async function withAnswers(input: WithAnswersInput): Promise<WorkflowResult> {
  const { onQuestion } = input;
  if (onQuestion === undefined) return input.result;
  const outcome = await answerQuestions({ driver: input.driver, result: input.result, onQuestion, skill: input.skill });
  return {
    ...outcome.result,
    ...(outcome.answered.length === 0 ? {} : { answered: outcome.answered }),
    ...(outcome.stopped === undefined ? {} : { unanswered: outcome.stopped }),
  };
}
