// Step names a skill's steps refer to (types only), so `.build()` can refuse one that no step has.
//
// `skill()` records its `entry`; each `.step`/`.extend`/`.register` adds the names its `next`,
// branch array, `onMaxVisits` and `targets` use; `.build()` compares them with the names of the
// steps added, whatever their order.
import type { BranchTargets } from "./step-input.js";

/** `L` itself when it is one exact name; never for `string` or a pattern (`q${number}`). */
type ExactName<L> = L extends string ? ({ readonly "~"?: never } extends Record<L, true> ? never : L) : never;

/** The names a step refers to: a string `next`, its branch targets, `onMaxVisits` and `targets`. */
export type StepRefs<N, M, T> = ExactName<N | BranchTargets<N> | M | (T extends readonly (infer Each)[] ? Each : never)>;

/** Targets that are not step names: the step itself, and routes to a sub-skill or a topic. */
type NotAStep = "self" | `subskill:${string}` | `topic:${string}`;

/** The names referred to that no step has. */
type UnknownSteps<Refs extends string, Steps> = Exclude<Refs, Extract<keyof Steps, string> | NotAStep>;

/**
 * What `.build()` asks of the builder it is called on: nothing when every name referred to is a
 * step; otherwise one property per unknown name, so TypeScript's error names it ("Property
 * 'unknown step reveiw …' is missing").
 */
export type EveryStepDefined<Refs extends string, Steps> = [UnknownSteps<Refs, Steps>] extends [never]
  ? unknown
  : { readonly [K in UnknownSteps<Refs, Steps> as UnknownStepMessage<K>]: K };

export type UnknownStepMessage<Name extends string> =
  `unknown step ${Name}: the entry, a next, branch, onMaxVisits or targets names it, but no step of that name is added`;
