// The answers to an output the run cannot take: a finished or redirected run, an unknown step, or a
// step that is not the pending one. None of them is retryable: resubmitting the same call fails again.
import type { SkillDefinition } from "../definition.js";
import type { ValidationErrorResult } from "../results.js";
import type { EngineState } from "./engine-state.js";

export interface RefusalContext {
  readonly definition: SkillDefinition;
  readonly state: EngineState;
  /** The step's name on the wire (with the composite's prefix). */
  readonly qualify: (step: string) => string;
}

function refused(at: RefusalContext, step: string, message: string): ValidationErrorResult {
  return { kind: "error", error: "validation", step: at.qualify(step), message, retry: false };
}

/** Why output for `name` (as submitted: `step`) cannot be taken now, or undefined when it can. */
export function refusalOf(at: RefusalContext, name: string, step: string): ValidationErrorResult | undefined {
  const { definition, state } = at;
  if (state.status === "done")
    return refused(at, name, `The workflow is already done; "${step}" cannot be submitted. Start a new run.`);
  if (state.status === "redirected")
    return refused(at, name, `This run moved to ${state.redirect ?? "another skill"}; "${step}" cannot be submitted here.`);
  if (!(name in definition.steps)) return refused(at, name, `Unknown step "${step}" in skill "${definition.name}"`);
  if (name !== state.current) {
    const pending = at.qualify(state.current);
    return refused(at, name, `Step "${at.qualify(name)}" is not the pending step; submit output for "${pending}"`);
  }
  return undefined;
}
