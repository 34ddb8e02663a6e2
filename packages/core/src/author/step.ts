// `step()` for reusable steps, and the checks a step config gets when it is added.
import type { type } from "arktype";
import type { StepConfig, StepDefinition } from "../definition.js";
import { SkillDefinitionError } from "../errors.js";
import { jsonSchemaOf } from "../engine/schema.js";
import type { ActionLike, NextFor, StepBody } from "./step-input.js";
import type { StoreAccessor } from "../store-accessor.js";

export function createStep(config: StepConfig): StepDefinition {
  if ((config.next as StepConfig["next"] | undefined) === undefined) {
    throw new SkillDefinitionError({ message: "A step needs `next`: a step name, a branch array, a function, or `terminal`", data: {} });
  }
  const frozen = Object.freeze({ ...config });
  return Object.freeze({
    kind: "step" as const,
    config: frozen,
    extend: (overrides: Partial<StepConfig>) => createStep({ ...frozen, ...overrides }),
  });
}

/**
 * A reusable step, to add with `.step(name, definition)` or `.extend(name, definition, overrides)`.
 * Its callbacks see an untyped store, since it does not know the skill it will join.
 */
export function step<R extends type.Any | undefined = undefined, Out = undefined, Bound extends ActionLike | undefined = undefined>(
  config: StepBody<unknown, StoreAccessor, R, Out, Bound, unknown> & { readonly next: NextFor<unknown, StoreAccessor, R, Out, Bound> },
): StepDefinition {
  return createStep(config as StepConfig);
}

/** A reusable action without `mapInput` must receive everything its input requires from the response. */
export function checkActionInput(name: string, config: StepConfig): void {
  const action = config.action;
  if (action === undefined || typeof action === "function" || action.mapInput !== undefined || config.response === undefined) return;
  const response = jsonSchemaOf(config.response) as { properties?: Record<string, unknown> } | null;
  const input = jsonSchemaOf(action.run.input) as { required?: readonly string[] } | null;
  if (response === null || input === null) return;
  const provided = Object.keys(response.properties ?? {});
  const missing = (input.required ?? []).filter((key) => !provided.includes(key));
  if (missing.length > 0) {
    throw new SkillDefinitionError({
      message: `Step "${name}" passes its response to action "${action.run.name}", but the response lacks properties the action's input requires: ${missing.join(", ")}. Add mapInput to the step's action.`,
      data: { step: name, action: action.run.name, missing },
    });
  }
}
