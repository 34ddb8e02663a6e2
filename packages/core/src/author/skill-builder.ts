// `skill(config)`: the fluent builder that accumulates steps and their types.
import type { type } from "arktype";
import type { SkillDefinition, StepConfig, StepDefinition, SubskillRegistration, TopicConfig } from "../definition.js";
import type { StoreAccessor } from "../store-accessor.js";
import { buildSkill } from "./build-skill.js";
import type { ModuleDefinition } from "./module-builder.js";
import type { SkillConfig } from "./skill-config.js";
import { checkActionInput, createStep } from "./step.js";
import type { ActionLike, BranchTargets, NextFor, SaveReturn, StepBody, StepResultOf } from "./step-input.js";
import type { TypedStore } from "./typed-store.js";

type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;
/** Targets of a branch array that are not defined yet; two or more make them optional downstream. */
type NewBranches<N, Known extends string> = Exclude<BranchTargets<N>, Known | "self">;
type AddBranches<Branched extends string, N, Known extends string> = true extends IsUnion<NewBranches<N, Known>> ? Branched | NewBranches<N, Known> : Branched;

export class SkillBuilder<Params, Stores, Steps = object, Guaranteed extends string = never, Branched extends string = never> {
  private readonly steps: Record<string, StepDefinition> = {};
  private readonly subskills: Record<string, SubskillRegistration> = {};
  private readonly topics: Record<string, TopicConfig> = {};

  constructor(private readonly config: SkillConfig) {}

  step<
    const Name extends string,
    R extends type.Any | undefined = undefined,
    Out = undefined,
    Bound extends ActionLike | undefined = undefined,
    S extends SaveReturn<Stores> | undefined = undefined,
    const N extends NextFor<Params, TypedStore<Steps, Exclude<Guaranteed, Name>, Stores>, R, Out, Bound> = NextFor<Params, TypedStore<Steps, Exclude<Guaranteed, Name>, Stores>, R, Out, Bound>,
  >(
    name: Name,
    config: StepBody<Params, TypedStore<Steps, Exclude<Guaranteed, Name>, Stores>, R, Out, Bound, S> & { readonly next: N },
  ): SkillBuilder<
    Params,
    Stores,
    Steps & { readonly [K in Name]: StepResultOf<R, Out, Bound, S> },
    Name extends Branched ? Guaranteed : Guaranteed | Name,
    AddBranches<Branched, N, Extract<keyof Steps, string> | Name>
  >;
  step<const Name extends string>(name: Name, definition: StepDefinition): SkillBuilder<Params, Stores, Steps & { readonly [K in Name]?: unknown }, Guaranteed, Branched>;
  step(name: string, config: StepDefinition | StepConfig): unknown {
    if (isStepDefinition(config)) this.steps[name] = config;
    else {
      checkActionInput(name, config);
      this.steps[name] = createStep(config);
    }
    return this;
  }

  /** Adds `name` as a copy of `base` with `overrides` merged over its config (shallow). */
  extend<const Name extends string>(name: Name, base: StepDefinition, overrides: Partial<StepDefinition["config"]>): SkillBuilder<Params, Stores, Steps & { readonly [K in Name]?: unknown }, Guaranteed, Branched> {
    return this.step(name, base.extend(overrides));
  }

  /** Copies a module's steps; those that exit to `__parent__` go to `options.next`. */
  register(module: ModuleDefinition, options: { readonly next: string }): this {
    for (const [name, definition] of Object.entries(module.steps)) {
      this.steps[name] = definition.config.next === "__parent__" ? definition.extend({ next: options.next }) : definition;
    }
    return this;
  }

  /** A sub-skill a dispatcher step can route to with `next: "subskill:<name>"`. */
  subskill(name: string, definition: SkillDefinition, options: { readonly params?: (response: unknown, store: StoreAccessor) => unknown } = {}): this {
    this.subskills[name] = options.params === undefined ? { definition } : { definition, params: options.params };
    return this;
  }

  /** A topic a dispatcher step can answer with `next: "topic:<name>"`. */
  topic(name: string, topic: TopicConfig): this {
    this.topics[name] = topic;
    return this;
  }

  /** Validates the graph and returns the frozen definition. */
  build(): SkillDefinition<Params> {
    return buildSkill<Params>({ config: this.config, steps: this.steps, subskills: this.subskills, topics: this.topics });
  }
}

function isStepDefinition(value: object): value is StepDefinition {
  return "kind" in value && value.kind === "step";
}
