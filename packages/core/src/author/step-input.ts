// The config an author writes for one step, typed from the skill so far.
import type { PromptValue } from "@skill-kit/primitives";
import type { type } from "arktype";
import type { ActionContext, NextBranch, PromptContext, SaveContext, Terminal, TransitionContext } from "../definition.js";
import type { DeepPartial } from "./typed-store.js";

/** The validated response type of a schema; `{}` for a step without one. */
export type ResponseOf<R> = R extends type.Any ? R["infer"] : Record<string, never>;

/** What `.step` accepts as a reusable action: anything shaped like the result of `action()`. */
export interface ActionLike {
  readonly kind: "action";
  readonly name: string;
  readonly input: type.Any;
  readonly output: type.Any;
}

/**
 * A step's action: a function written on the step (its return type is `Out`), or a reusable
 * `action()` bound with an optional `mapInput`.
 */
export type StepAction<Response, Params, Store, Out, Bound> =
  | ((context: ActionContext<Response, Params, Store> & { readonly signal: AbortSignal }) => Out)
  | { readonly run: Bound; readonly mapInput?: (context: ActionContext<Response, Params, Store>) => unknown };

/** What an action hands to `save` and `next`: the bound action's output, else the inline function's result. */
export type ActionResultOf<Out, Bound> = [Bound] extends [ActionLike] ? Bound["output"]["infer"] : Awaited<Out>;

export type SaveReturn<Stores> = { readonly step?: unknown } & { readonly [K in keyof Stores]?: DeepPartial<Stores[K]> };

/** The store result a step contributes: `save().step`, else the action result, else the response. */
export type StepResultOf<R, Out, Bound, S> = S extends { step: infer Saved }
  ? Saved
  : [ActionResultOf<Out, Bound>] extends [undefined]
    ? ResponseOf<R>
    : ActionResultOf<Out, Bound>;

export type Next<Context> = string | Terminal | readonly NextBranch<Context>[] | ((context: Context) => string | Terminal);

/** Everything of a step but `next`. */
export interface StepBody<Params, Store, R, Out, Bound, S> {
  readonly prompt?: PromptValue | ((context: PromptContext<Params, Store>) => PromptValue);
  /** The schema of the agent's answer. A prompt-less step has none. */
  readonly response?: R;
  readonly action?: StepAction<ResponseOf<R>, Params, Store, Out, Bound>;
  readonly save?: (context: SaveContext<ResponseOf<R>, ActionResultOf<Out, Bound>, Params, Store>) => S;
  /** The step is shown at most this many times; the next transition into it goes to `onMaxVisits`. */
  readonly maxVisits?: number;
  readonly onMaxVisits?: string;
  /** Where a function `next` can go (for the cycle guard, lint and graph). */
  readonly targets?: readonly string[];
}

export type NextFor<Params, Store, R, Out, Bound> = Next<
  TransitionContext<ResponseOf<R>, ActionResultOf<Out, Bound>, Params, Store>
>;

/** Branch targets named by a `next` array, so later steps know they may not have run. */
export type BranchTargets<N> = N extends readonly { readonly to: infer To }[] ? (To extends string ? To : never) : never;
