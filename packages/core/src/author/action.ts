// `action()`: a reusable, schema-checked unit of work a step can run.
import type { type } from "arktype";
import type { ActionDefinition } from "../definition.js";
import { SkillDefinitionError } from "../errors.js";
import { actionTimeoutProblem } from "./action-timeout.js";
import type { JsonInput } from "../json-form.js";

export interface ActionInit<I extends type.Any, O extends type.Any> {
  readonly name: string;
  readonly input: I;
  readonly output: O;
  readonly run: (context: {
    readonly input: I["infer"];
    readonly signal: AbortSignal;
  }) => Promise<JsonInput<O["inferIn"]>> | JsonInput<O["inferIn"]>;
  /**
   * Abort `run` (through its signal) and fail the step if it has not finished after this many
   * milliseconds. Overrides the skill's `actionTimeoutMs`; no limit when neither is set.
   */
  readonly timeoutMs?: number;
}

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
