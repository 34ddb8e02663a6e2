// `module()`: a group of steps shared between skills; steps exit with `next: "__parent__"`.
import type { StepDefinition } from "../definition.js";
import { SkillDefinitionError } from "../errors.js";
import { checkActionInput, createStep } from "./step.js";
import type { ActionLike, NextFor, StepBody } from "./step-input.js";
import type { StoreAccessor } from "../store-accessor.js";
import type { type } from "arktype";

export interface ModuleDefinition {
  readonly kind: "module";
  readonly name: string;
  readonly entry: string;
  readonly steps: Readonly<Record<string, StepDefinition>>;
}

export class ModuleBuilder {
  private readonly steps: Record<string, StepDefinition> = {};

  constructor(private readonly config: { readonly name: string; readonly entry: string }) {}

  step<R extends type.Any | undefined = undefined, Out = undefined, Bound extends ActionLike | undefined = undefined>(
    name: string,
    config:
      | (StepBody<unknown, StoreAccessor, R, Out, Bound, unknown> & {
          readonly next: NextFor<unknown, StoreAccessor, R, Out, Bound>;
        })
      | StepDefinition,
  ): this {
    if ("kind" in config) this.steps[name] = config;
    else {
      const stepConfig = config as StepDefinition["config"];
      checkActionInput(name, stepConfig);
      this.steps[name] = createStep(stepConfig);
    }
    return this;
  }

  build(): ModuleDefinition {
    const { name, entry } = this.config;
    if (Object.keys(this.steps).length === 0)
      throw new SkillDefinitionError({ message: `Module "${name}" needs at least one step`, data: { module: name } });
    if (!(entry in this.steps))
      throw new SkillDefinitionError({
        message: `Module "${name}": the entry step "${entry}" is not defined`,
        data: { module: name },
      });
    return Object.freeze({ kind: "module" as const, name, entry, steps: Object.freeze({ ...this.steps }) });
  }
}

export function module(config: { readonly name: string; readonly entry: string }): ModuleBuilder {
  return new ModuleBuilder(config);
}
