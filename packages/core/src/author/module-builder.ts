// `module()`: a group of steps shared between skills; steps exit with `next: "__parent__"`.
import type { StepConfig, StepDefinition } from "../definition.js";
import { SkillDefinitionError } from "../errors.js";
import { checkActionInput, createStep } from "./step.js";
import type { ActionLike, NextFor, StepBody } from "./step-input.js";
import type { StoreAccessor } from "../store-accessor.js";
import type { type } from "arktype";

/** `Names`: the names of its steps, which a skill that registers it may name in its own `next`s. */
export interface ModuleDefinition<Names extends string = string> {
  readonly kind: "module";
  readonly name: string;
  readonly entry: string;
  readonly steps: Readonly<Record<string, StepDefinition>>;
  /** Exists only in the type system (as `ReusableStep`'s `~types`): the step names. */
  readonly "~names"?: Names;
}

export class ModuleBuilder<Names extends string = never> {
  private readonly steps: Record<string, StepDefinition> = {};

  constructor(private readonly config: { readonly name: string; readonly entry: string }) {}

  step<
    const Name extends string,
    R extends type.Any | undefined = undefined,
    Out = undefined,
    Bound extends ActionLike | undefined = undefined,
  >(
    name: Name,
    config:
      | (StepBody<unknown, StoreAccessor, R, Out, Bound, unknown> & {
          readonly next: NextFor<unknown, StoreAccessor, R, Out, Bound>;
        })
      | StepDefinition,
  ): ModuleBuilder<Names | Name>;
  step(name: string, config: StepConfig | StepDefinition): unknown {
    if ("kind" in config) this.steps[name] = config;
    else {
      checkActionInput(name, config);
      this.steps[name] = createStep(config);
    }
    return this;
  }

  build(): ModuleDefinition<Names> {
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
