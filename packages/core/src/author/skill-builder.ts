// `skill(config)`: the fluent builder that accumulates steps and their types.
import type { type } from "arktype";
import type { SkillDefinition, StepConfig, StepDefinition, SubskillRegistration, TopicConfig } from "../definition.js";
import { buildSkill } from "./build-skill.js";
import type { ModuleDefinition } from "./module-builder.js";
import type { SkillConfig } from "./skill-config.js";
import { checkActionInput, createStep, type ReusableStep, type StepTypes } from "./step.js";
import type { FlowState, IsGuaranteed, NextFlow, NoFlow } from "./flow.js";
import type { ActionLike, NextFor, SaveReturn, StepBody, StepResultOf } from "./step-input.js";
import type { StoreWrites, TypedStore } from "./typed-store.js";
import type { EveryStepDefined, StepRefs } from "./step-names.js";

/** The store a step's callbacks see: results of the steps before it, sub-stores with guaranteed writes. */
type StoreFor<Steps, Guaranteed extends string, Stores, Written, Name> = TypedStore<
  Steps,
  Exclude<Guaranteed, Name>,
  Stores,
  Written
>;

/**
 * The builder after adding step `Name`: its result, its guarantee, its branches, its store writes
 * and the step names it refers to (`Refs`, with those of the steps before it).
 */
type AfterStep<
  Params,
  Stores,
  Steps,
  Guaranteed extends string,
  Flow extends FlowState,
  Written,
  Name extends string,
  Result,
  N,
  S,
  Refs extends string,
> = SkillBuilder<
  Params,
  Stores,
  Steps & { readonly [K in Name]: Result },
  IsGuaranteed<Name, Flow> extends true ? Guaranteed | Name : Guaranteed,
  NextFlow<Flow, Name, N, Extract<keyof Steps, string> | Name>,
  IsGuaranteed<Name, Flow> extends true ? Written & StoreWrites<S, Stores> : Written,
  Refs
>;

/** What a plain `StepDefinition` (not from `step()`) is known to carry: nothing. */
type UnknownStep = StepTypes<type.Any<unknown>, unknown>;
type TypesOf<B> = "~types" extends keyof B ? TypesOfReusable<B> : UnknownStep;
type TypesOfReusable<B> =
  B extends ReusableStep<infer T>
    ? T extends StepTypes<infer R, infer Out, infer Bound, infer S>
      ? StepTypes<R, Out, Bound, S>
      : UnknownStep
    : UnknownStep;
type BaseResponse<B> = Extract<TypesOf<B>["response"], type.Any | undefined>;
type BaseOut<B> = TypesOf<B>["out"];
type BaseBound<B> = Extract<TypesOf<B>["bound"], ActionLike | undefined>;

export class SkillBuilder<
  Params,
  Stores,
  Steps = object,
  Guaranteed extends string = never,
  Flow extends FlowState = NoFlow,
  Written = unknown,
  /** The step names the steps so far refer to; `.build()` needs each to be a step. */
  Refs extends string = never,
> {
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
    const N extends NextFor<Params, StoreFor<Steps, Guaranteed, Stores, Written, Name>, R, Out, Bound> = NextFor<
      Params,
      StoreFor<Steps, Guaranteed, Stores, Written, Name>,
      R,
      Out,
      Bound
    >,
    const M extends string = never,
    const T extends readonly string[] = readonly [],
  >(
    name: Name,
    config: StepBody<Params, StoreFor<Steps, Guaranteed, Stores, Written, Name>, R, Out, Bound, S> & {
      readonly next: N;
      readonly onMaxVisits?: M;
      readonly targets?: T;
    },
  ): AfterStep<
    Params,
    Stores,
    Steps,
    Guaranteed,
    Flow,
    Written,
    Name,
    StepResultOf<R, Out, Bound, S>,
    N,
    S,
    Refs | StepRefs<N, M, T>
  >;
  step<const Name extends string>(
    name: Name,
    definition: StepDefinition,
  ): SkillBuilder<Params, Stores, Steps & { readonly [K in Name]?: unknown }, Guaranteed, Flow, Written, Refs>;
  step(name: string, config: StepDefinition | StepConfig): unknown {
    if (isStepDefinition(config)) this.steps[name] = config;
    else {
      checkActionInput(name, config);
      this.steps[name] = createStep(config);
    }
    return this;
  }

  /**
   * Adds `name` as a copy of `base` with `overrides` merged over its config (shallow). The
   * overrides' callbacks see this skill's store and `base`'s response and action result.
   */
  extend<
    const Name extends string,
    B extends ReusableStep<StepTypes<type.Any | undefined, unknown, ActionLike | undefined, unknown>>,
    S extends SaveReturn<Stores> | undefined = TypesOf<B>["save"] extends SaveReturn<Stores> | undefined
      ? TypesOf<B>["save"]
      : undefined,
    const N extends NextFor<
      Params,
      StoreFor<Steps, Guaranteed, Stores, Written, Name>,
      BaseResponse<B>,
      BaseOut<B>,
      BaseBound<B>
    > = NextFor<Params, StoreFor<Steps, Guaranteed, Stores, Written, Name>, BaseResponse<B>, BaseOut<B>, BaseBound<B>>,
    const M extends string = never,
    const T extends readonly string[] = readonly [],
  >(
    name: Name,
    base: B,
    overrides: StepBody<
      Params,
      StoreFor<Steps, Guaranteed, Stores, Written, Name>,
      BaseResponse<B>,
      BaseOut<B>,
      BaseBound<B>,
      S
    > & { readonly next?: N; readonly onMaxVisits?: M; readonly targets?: T },
  ): AfterStep<
    Params,
    Stores,
    Steps,
    Guaranteed,
    Flow,
    Written,
    Name,
    StepResultOf<BaseResponse<B>, BaseOut<B>, BaseBound<B>, S>,
    N,
    S,
    Refs | StepRefs<N, M, T>
  >;
  extend(name: string, base: StepDefinition, overrides: Partial<StepConfig>): unknown {
    return this.step(name, base.extend(overrides));
  }

  /** Copies a module's steps; those that exit to `__parent__` go to `options.next`. */
  register<const ModuleSteps extends string, const Next extends string>(
    module: ModuleDefinition<ModuleSteps>,
    options: { readonly next: Next },
  ): SkillBuilder<
    Params,
    Stores,
    Steps & { readonly [K in ModuleSteps]?: unknown },
    Guaranteed,
    Flow,
    Written,
    Refs | StepRefs<Next, never, readonly []>
  >;
  register(module: ModuleDefinition, options: { readonly next: string }): unknown {
    for (const [name, definition] of Object.entries(module.steps)) {
      this.steps[name] = definition.config.next === "__parent__" ? definition.extend({ next: options.next }) : definition;
    }
    return this;
  }

  /** A sub-skill a dispatcher step can route to with `next: "subskill:<name>"`. */
  subskill(
    name: string,
    definition: SkillDefinition,
    options: { readonly params?: (response: unknown, store: TypedStore<Steps, Guaranteed, Stores, Written>) => unknown } = {},
  ): this {
    const params = options.params;
    this.subskills[name] = params === undefined ? { definition } : { definition, params };
    return this;
  }

  /** A topic a dispatcher step can answer with `next: "topic:<name>"`. */
  topic(name: string, topic: TopicConfig): this {
    this.topics[name] = topic;
    return this;
  }

  /**
   * Validates the graph and returns the frozen definition. A step name that a `next`, a branch,
   * an `onMaxVisits` or `targets` refers to and no step has is a type error here, naming it.
   */
  build(this: EveryStepDefined<Refs, Steps>): SkillDefinition<Params>;
  build(): SkillDefinition<Params> {
    return buildSkill<Params>({ config: this.config, steps: this.steps, subskills: this.subskills, topics: this.topics });
  }
}

function isStepDefinition(value: object): value is StepDefinition {
  return "kind" in value && value.kind === "step";
}
