// Params validation at construction, and a small helper for optional result keys.
import type { SkillDefinition } from "../definition.js";
import { deepFreeze } from "../deep-merge.js";
import { ParamsError } from "../errors.js";
import type { StepResult } from "../results.js";
import { validate } from "./schema.js";

/** The validated, frozen params (defaults applied); `ParamsError` names the skill and the fields. */
export function validateParams(definition: SkillDefinition, params: unknown): unknown {
  if (definition.params === undefined) return deepFreeze(params ?? {});
  const checked = validate(definition.params, params ?? {});
  if (!checked.ok) {
    throw new ParamsError({
      message: `Invalid params for skill "${definition.name}": ${checked.message}. Pass --params with a JSON object that matches the skill's parameters.`,
      data: { skill: definition.name },
    });
  }
  return checked.value;
}

/** `{ autoAdvanced }` when there is any, else nothing (the key is omitted on the wire). */
export function nonEmpty(autoAdvanced: readonly StepResult[]): { autoAdvanced?: readonly StepResult[] } {
  return autoAdvanced.length > 0 ? { autoAdvanced } : {};
}
