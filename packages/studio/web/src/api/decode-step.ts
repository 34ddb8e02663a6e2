// Decoders for the drive answers: a StepView, a started run, and a refused answer's error.
import { isRecord, listOf, objectOf, oneOf, optionalTextOf, textOf } from "./json.js";
import type { Question, StepView } from "./types.js";

const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry: unknown) => typeof entry === "string") : [];

function questionOf(value: unknown): Question {
  const from = objectOf(value, "question");
  return {
    kind: oneOf(from.kind, ["askUser", "confirm"]),
    id: optionalTextOf(from, "id"),
    question: textOf(from, "question"),
    options: texts(from.options),
    labels: texts(from.labels),
    multiSelect: from.multiSelect === true,
    defaultAnswer: typeof from.defaultAnswer === "boolean" ? from.defaultAnswer : undefined,
  };
}

function stepViewOf(value: unknown): StepView {
  const from = objectOf(value, "step");
  return {
    run: textOf(from, "run"),
    skill: textOf(from, "skill"),
    owner: optionalTextOf(from, "owner") ?? null,
    step: textOf(from, "step"),
    done: from.done === true,
    prompt: textOf(from, "prompt"),
    schema: isRecord(from.schema) ? from.schema : null,
    questions: listOf(from, "questions", questionOf),
    views: listOf(from, "views", (view) => {
      const entry = objectOf(view, "view");
      return { title: optionalTextOf(entry, "title"), text: textOf(entry, "text") };
    }),
    preamble: optionalTextOf(from, "preamble"),
    finalOutput: from.finalOutput,
  };
}

export function startedOf(value: unknown): { readonly run: string; readonly step: StepView } {
  const from = objectOf(value, "answer");
  return { run: textOf(from, "run"), step: stepViewOf(from.step) };
}

/** An answer's `step`, from GET /api/drive/:run or a 200 of POST /api/drive/:run. */
export function stepOf(value: unknown): StepView {
  return stepViewOf(objectOf(value, "answer").step);
}

export interface ApiError {
  readonly code: string;
  readonly message: string;
  readonly issues: readonly string[];
}

/** The `error` of an API error answer, or undefined when the body has none. */
export function apiErrorOf(value: unknown): ApiError | undefined {
  if (!isRecord(value) || !isRecord(value.error)) return undefined;
  const error = value.error;
  return {
    code: optionalTextOf(error, "code") ?? "UNKNOWN",
    message: optionalTextOf(error, "message") ?? "",
    issues: texts(error.issues),
  };
}
