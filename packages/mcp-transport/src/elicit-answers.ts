// Answers choice and confirm prompts through `elicitation/create` when the client offers it.
import type { ElicitResult } from "@modelcontextprotocol/sdk/types.js";
import { elicitationForm, type ElicitationForm } from "./elicitation-form.js";
import { promptQuestion } from "./prompt-question.js";
import type { AdvanceInput, DriverOutcome } from "./session-driver.js";
import type { RunResult } from "./tool-schemas.js";

export interface Elicitor {
  /** True when the client declared form elicitation. */
  readonly available: () => boolean;
  readonly ask: (form: ElicitationForm) => Promise<ElicitResult>;
}

/** What elicitation needs of the session driver: a normal advance. */
export interface Advancer {
  readonly advance: (input: AdvanceInput) => Promise<DriverOutcome>;
}

/** Questions answered in a row through elicitation within one tool call, at most. */
export const elicitationLimit = 20;

/**
 * While `result` is a prompt made only of a question the response schema can take, asks the user
 * and submits the answer as that step's output (a normal advance: validated, written to the
 * session file). Stops at the first prompt that is anything else, and at a decline, a cancel, a
 * failed request, an answer the step refuses or a call that fails (a throwing action), returning
 * that prompt with `elicitation` saying why — the session id is never lost.
 */
export async function elicitAnswers(input: {
  readonly result: RunResult;
  readonly driver: Advancer;
  readonly elicitor: Elicitor;
}): Promise<RunResult> {
  const { driver, elicitor } = input;
  let result = input.result;
  const elicited: NonNullable<RunResult["completed"]>[] = [];
  for (let asked = 0; asked < elicitationLimit && elicitor.available(); asked += 1) {
    const form = formFor(result);
    const step = result.step ?? "";
    if (form === undefined) break;
    const answer = await elicitor
      .ask(form)
      .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
    if (answer instanceof Error)
      return finish(input.result, { ...result, elicitation: { step, action: "failed", message: answer.message } }, elicited);
    if (answer.action !== "accept" || answer.content === undefined)
      return finish(
        input.result,
        { ...result, elicitation: { step, action: answer.action === "accept" ? "cancel" : answer.action } },
        elicited,
      );
    const outcome = await driver.advance({ session: result.session, step, output: { [form.field]: answer.content[form.field] } });
    if (!outcome.ok)
      return finish(input.result, { ...result, elicitation: { step, action: "failed", message: outcome.message } }, elicited);
    if (outcome.result.status === "error")
      return finish(
        input.result,
        { ...result, elicitation: { step, action: "invalid", message: outcome.result.message ?? "" } },
        elicited,
      );
    if (outcome.result.completed !== undefined) elicited.push(outcome.result.completed);
    result = outcome.result;
  }
  return finish(input.result, result, elicited);
}

function formFor(result: RunResult): ElicitationForm | undefined {
  if (result.status !== "prompt" || result.prompt === undefined) return undefined;
  const question = promptQuestion(result.prompt);
  return question === undefined ? undefined : elicitationForm(question, result.schema);
}

/** The last result, listing the elicited steps and keeping the first prompt's preamble. */
function finish(first: RunResult, last: RunResult, elicited: readonly NonNullable<RunResult["completed"]>[]): RunResult {
  if (elicited.length === 0) return last;
  const preamble =
    first.preamble !== undefined && last.status === "prompt" && last.preamble === undefined ? { preamble: first.preamble } : {};
  return { ...last, ...preamble, elicited: [...elicited] };
}
