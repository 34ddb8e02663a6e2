// The typed view of the store that callbacks get: guaranteed steps are present, others optional;
// sub-store fields that a guaranteed step's `save` wrote are present, the rest optional.
import type { StepRecord } from "../store-accessor.js";

export type DeepPartial<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

interface TypedStepsView<Steps> {
  all<K extends keyof Steps & string>(step: K): readonly Steps[K][];
  ran(step: keyof Steps & string): boolean;
  readonly history: readonly StepRecord[];
}

type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;

/**
 * The sub-store fields a `save` return type writes on every call: its store keys that are not
 * optional. A save whose return type is a union (it writes different things on different calls)
 * guarantees nothing.
 */
export type StoreWrites<S, Stores> = [S] extends [undefined]
  ? unknown
  : true extends IsUnion<S>
    ? unknown
    : { readonly [K in keyof S & keyof Stores as undefined extends S[K] ? never : K]: S[K] };

/** What `Written` (the writes of guaranteed steps, intersected) says of sub-store `K`. */
type WrittenPart<Written, K extends PropertyKey> = Written extends { readonly [P in K]: infer W } ? W : unknown;

/** `store.steps.<name>` is required for steps on every path so far, optional for branch targets. */
export type TypedStore<Steps, Guaranteed extends string, Stores, Written = unknown> = {
  readonly steps: { readonly [K in keyof Steps as K extends Guaranteed ? K : never]: Steps[K] } & {
    readonly [K in keyof Steps as K extends Guaranteed ? never : K]?: Steps[K];
  } & TypedStepsView<Steps>;
} & { readonly [K in keyof Stores]: DeepPartial<Stores[K]> & WrittenPart<Written, K> };
