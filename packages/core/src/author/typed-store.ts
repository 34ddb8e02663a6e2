// The typed view of the store that callbacks get: guaranteed steps are present, others optional.
import type { StepRecord } from "../store-accessor.js";

export type DeepPartial<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

export interface TypedStepsView<Steps> {
  all<K extends keyof Steps & string>(step: K): readonly Steps[K][];
  ran(step: keyof Steps & string): boolean;
  readonly history: readonly StepRecord[];
}

/** `store.steps.<name>` is required for steps on every path so far, optional for branch targets. */
export type TypedStore<Steps, Guaranteed extends string, Stores> = {
  readonly steps: { readonly [K in keyof Steps as K extends Guaranteed ? K : never]: Steps[K] } & {
    readonly [K in keyof Steps as K extends Guaranteed ? never : K]?: Steps[K];
  } & TypedStepsView<Steps>;
} & { readonly [K in keyof Stores]: DeepPartial<Stores[K]> };
