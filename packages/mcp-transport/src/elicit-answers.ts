// Answers choice and confirm prompts through `elicitation/create` when the client offers it.
import type { ElicitResult } from "@modelcontextprotocol/server";
import { elicitationForm, shownViews, type ElicitationForm } from "./elicitation-form.js";
import { promptQuestion } from "@skill-kit/primitives/questions";
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
 * While `result` is a prompt asking a question the response schema can take (alone, or beside the
 * views it shows), asks the user
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
  const preamble = input.result.preamble;
  let result = input.result;
  const elicited: StepResult[] = [];
  for (let asked = 0; asked < elicitationLimit && elicitor.available(); asked += 1) {
    const form = formFor(result);
    if (form === undefined) break;
    const answer = await elicitor
      .ask(form)
      .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
    const applied = await applyAnswer({ driver, result, form, answer });
    if ("stopped" in applied) return finish(preamble, { ...result, elicitation: applied.stopped }, elicited);
    if (applied.next.completed !== undefined) elicited.push(applied.next.completed);
    result = applied.next;
  }
  return finish(preamble, result, elicited);
}

export type StepResult = NonNullable<RunResult["completed"]>;

/** What the user did with a question: the part of an elicitation result we read. */
export interface UserAnswer {
  readonly action: "accept" | "decline" | "cancel";
  readonly content?: Readonly<Record<string, unknown>> | undefined;
}
type Stop = NonNullable<RunResult["elicitation"]>;

/**
 * Submits the user's answer to `form` as the output of `result`'s pending step (a normal advance:
 * validated, written to the run store): the next result, or why the question stays open — a
 * failed request, a decline or cancel, a call that fails or an answer the step refuses.
 */
export async function applyAnswer(input: {
  readonly driver: Advancer;
  readonly result: RunResult;
  readonly form: ElicitationForm;
  readonly answer: UserAnswer | Error;
}): Promise<{ readonly next: RunResult } | { readonly stopped: Stop }> {
  const { answer, result, form } = input;
  const step = result.step ?? "";
  if (answer instanceof Error) return { stopped: { step, action: "failed", message: answer.message } };
  if (answer.action !== "accept" || answer.content === undefined)
    return { stopped: { step, action: answer.action === "accept" ? "cancel" : answer.action } };
  const outcome = await input.driver.advance({
    session: result.session,
    step,
    output: { [form.field]: answer.content[form.field] },
    // The agent has not seen this answer: `completed` carries it in full.
    from: "user",
  });
  if (!outcome.ok) return { stopped: { step, action: "failed", message: outcome.message } };
  if (outcome.result.status === "error") return { stopped: { step, action: "invalid", message: outcome.result.message ?? "" } };
  return { next: outcome.result };
}

/**
 * The form asking a prompt's question, when the prompt is a question its schema can take, alone or
 * beside views (and the persona): the views' content leads the form's message, so the user sees them.
 */
export function formFor(result: RunResult): ElicitationForm | undefined {
  if (result.status !== "prompt" || result.prompt === undefined) return undefined;
  const question = promptQuestion(result.prompt, { beside: "views" });
  return question === undefined ? undefined : elicitationForm(question, result.schema, shownViews(result.prompt));
}

/** The last result, listing the elicited steps and keeping the first prompt's `preamble`. */
export function finish(preamble: string | undefined, last: RunResult, elicited: readonly StepResult[]): RunResult {
  if (elicited.length === 0) return last;
  const kept = preamble !== undefined && last.status === "prompt" && last.preamble === undefined ? { preamble } : {};
  return { ...last, ...kept, elicited: [...elicited] };
}
