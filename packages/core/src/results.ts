// The results an engine produces, as they travel on the wire, and their guards.
import type { StoreAccessor } from "./store-accessor.js";

/** A completed step as the agent sees it (`completed`, `autoAdvanced[]`). */
export interface StepResult {
  readonly step: string;
  readonly response: unknown;
  readonly actionResult?: unknown;
  readonly result: unknown;
}

export interface PromptResult {
  readonly kind: "prompt";
  readonly step: string;
  readonly preamble?: string;
  readonly prompt: string;
  /** JSON Schema (draft 2020-12) of the step's response, or null when it has none. */
  readonly schema: unknown;
  readonly completed?: StepResult;
  readonly autoAdvanced?: readonly StepResult[];
}

export interface DoneResult {
  readonly kind: "done";
  readonly done: true;
  readonly finalOutput: unknown;
  readonly completed?: StepResult;
  readonly autoAdvanced?: readonly StepResult[];
}

export interface ValidationErrorResult {
  readonly kind: "error";
  readonly error: "validation";
  readonly step: string;
  readonly message: string;
  readonly retry: boolean;
}

/** A transition to `subskill:<name>` or `topic:<name>`; composite runners resolve it. */
export interface RedirectResult {
  readonly kind: "redirect";
  readonly redirect: string;
  readonly completed: StepResult;
  readonly autoAdvanced?: readonly StepResult[];
  readonly store: StoreAccessor;
}

export type EngineResult = PromptResult | DoneResult | ValidationErrorResult | RedirectResult;

export const isPrompt = (result: EngineResult): result is PromptResult => result.kind === "prompt";
export const isDone = (result: EngineResult): result is DoneResult => result.kind === "done";
export const isError = (result: EngineResult): result is ValidationErrorResult => result.kind === "error";
export const isRedirect = (result: EngineResult): result is RedirectResult => result.kind === "redirect";
