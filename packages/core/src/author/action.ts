// `action()`: a reusable, schema-checked unit of work a step can run.
import type { type } from "arktype";
import type { ActionDefinition } from "../definition.js";
import { SkillDefinitionError } from "../errors.js";
import { actionTimeoutProblem } from "./action-timeout.js";

/** What `action()` takes: an action's definition without its `kind`. */
export type ActionInit<I extends type.Any, O extends type.Any> = Omit<ActionDefinition<I, O>, "kind">;

export function action<I extends type.Any, O extends type.Any>(init: ActionInit<I, O>): ActionDefinition<I, O> {
  for (const key of ["name", "input", "output", "run"] as const) {
    const given: Partial<ActionInit<I, O>> = init;
    if (given[key] === undefined) {
      throw new SkillDefinitionError({
        message: `action() needs ${key} (name, input, output and run are all required)`,
        data: { key },
      });
    }
  }
  const timeout = actionTimeoutProblem(init.timeoutMs);
  if (timeout !== undefined)
    throw new SkillDefinitionError({ message: `action "${init.name}": timeoutMs ${timeout}`, data: { key: "timeoutMs" } });
  const limit = init.timeoutMs === undefined ? {} : { timeoutMs: init.timeoutMs };
  return Object.freeze({
    kind: "action" as const,
    name: init.name,
    input: init.input,
    output: init.output,
    run: init.run,
    ...limit,
  });
}
