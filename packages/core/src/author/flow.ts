// Which steps run on every path, worked out step by step as the builder is chained (types only).
//
// A step is guaranteed unless a branch array (two or more targets not defined yet) named it. A
// branch target becomes guaranteed again when it is certain to run all the same:
// - every other target of its branch array routes to it with a plain string `next`, or
// - a guaranteed step routes to it with a plain string `next` (before it is defined).
import type { BranchTargets } from "./step-input.js";

export interface FlowState {
  /** Branch targets, not (yet) known to run on every path. */
  readonly branched: string;
  /** One `readonly [targets]` per branch array, its targets as a union. */
  readonly groups: readonly [string];
  /** `"from->to"` for every step whose `next` is one step name. */
  readonly routes: string;
}

export interface NoFlow {
  readonly branched: never;
  readonly groups: never;
  readonly routes: never;
}

type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;

/** Targets of a branch array that are not defined yet; two or more make a group. */
type NewGroup<N, Known extends string> =
  Exclude<BranchTargets<N>, Known | "self"> extends infer G extends string ? (true extends IsUnion<G> ? G : never) : never;

/** The one step a plain string `next` names. */
type RouteTarget<N> = N extends string ? (string extends N ? never : N) : never;

type EveryRoutes<From extends string, To extends string, Routes extends string> = [`${From}->${To}`] extends [Routes]
  ? true
  : false;

type Reconverges<Name extends string, Flow extends FlowState> = Flow["groups"] extends infer G
  ? G extends readonly [infer Members extends string]
    ? Name extends Members
      ? EveryRoutes<Exclude<Members, Name>, Name, Flow["routes"]>
      : false
    : false
  : false;

/** Whether step `Name` runs on every path through the steps defined so far. */
export type IsGuaranteed<Name extends string, Flow extends FlowState> = Name extends Flow["branched"]
  ? true extends Reconverges<Name, Flow>
    ? true
    : false
  : true;

/** The flow after step `Name` with `next: N` is added. */
export type NextFlow<Flow extends FlowState, Name extends string, N, Known extends string> = {
  readonly branched: Exclude<
    Flow["branched"] | NewGroup<N, Known>,
    IsGuaranteed<Name, Flow> extends true ? RouteTarget<N> : never
  >;
  readonly groups: Flow["groups"] | ([NewGroup<N, Known>] extends [never] ? never : readonly [NewGroup<N, Known>]);
  readonly routes: Flow["routes"] | (RouteTarget<N> extends never ? never : `${Name}->${RouteTarget<N>}`);
};
