// `step()` for reusable steps, and the checks a step config gets when it is added.
import type { type } from "arktype";
import type { StepConfig, StepDefinition } from "../definition.js";
import { SkillDefinitionError } from "../errors.js";
import { jsonSchemaOf } from "../engine/schema.js";
import type { ActionLike, NextFor, StepBody } from "./step-input.js";
import type { StoreAccessor } from "../store-accessor.js";

export function createStep(config: StepConfig): StepDefinition {
  if ((config.next as StepConfig["next"] | undefined) === undefined) {
    throw new SkillDefinitionError({
      message: "A step needs `next`: a step name, a branch array, a function, or `terminal`",
      data: {},
    });
  }
  const frozen = Object.freeze({ ...config });
  return Object.freeze({
    kind: "step" as const,
    config: frozen,
    extend: (overrides: Partial<StepConfig>) => createStep({ ...frozen, ...overrides }),
  });
}

/** The types a reusable step was written with, for `.extend` to type its overrides. */
export interface StepTypes<R = undefined, Out = undefined, Bound = undefined, S = undefined> {
  readonly response: R;
  readonly out: Out;
  readonly bound: Bound;
  readonly save: S;
}

/**
 * What `step()` returns. `~types` exists only in the type system (as Standard Schema's
 * `~standard.types` does): it carries the response schema and result types to `.extend`.
 */
export interface ReusableStep<Types extends StepTypes<unknown, unknown, unknown, unknown> = StepTypes> extends StepDefinition {
  readonly "~types"?: Types;
}

/**
 * A reusable step, to add with `.step(name, definition)` or `.extend(name, definition, overrides)`.
 * Its callbacks see an untyped store, since it does not know the skill it will join; the callbacks
 * an `.extend` adds see the skill's store and this step's response type.
 */
export function step<
  R extends type.Any | undefined = undefined,
  Out = undefined,
  Bound extends ActionLike | undefined = undefined,
  S = undefined,
>(
  config: StepBody<unknown, StoreAccessor, R, Out, Bound, S> & { readonly next: NextFor<unknown, StoreAccessor, R, Out, Bound> },
): ReusableStep<StepTypes<R, Out, Bound, S>> {
  return createStep(config as StepConfig);
}

/** A reusable action without `mapInput` must receive everything its input requires from the response. */
export function checkActionInput(name: string, config: StepConfig): void {
  const action = config.action;
  if (action === undefined || typeof action === "function" || action.mapInput !== undefined || config.response === undefined)
    return;
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
