// `action()`: a reusable, schema-checked unit of work a step can run.
import type { type } from "arktype";
import type { ActionDefinition } from "../definition.js";
import { SkillDefinitionError } from "../errors.js";

export interface ActionInit<I extends type.Any, O extends type.Any> {
  readonly name: string;
  readonly input: I;
  readonly output: O;
  readonly run: (context: { readonly input: I["infer"]; readonly signal: AbortSignal }) => Promise<O["inferIn"]> | O["inferIn"];
}

export function action<I extends type.Any, O extends type.Any>(init: ActionInit<I, O>): ActionDefinition<I, O> {
  for (const key of ["name", "input", "output", "run"] as const) {
    const given: Partial<ActionInit<I, O>> = init;
    if (given[key] === undefined) {
      throw new SkillDefinitionError({ message: `action() needs ${key} (name, input, output and run are all required)`, data: { key } });
    }
  }
  return Object.freeze({ kind: "action" as const, name: init.name, input: init.input, output: init.output, run: init.run });
}
