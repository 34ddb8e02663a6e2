// What callbacks see as `store`: step results by name plus the deep-merged sub-stores.

/** One completed step, as kept in the store and in history. */
export interface StepRecord {
  readonly step: string;
  readonly response: unknown;
  readonly actionResult?: unknown;
  readonly result: unknown;
}

export interface StepsView {
  /** Every result of a step, oldest first. */
  all(step: string): readonly unknown[];
  /** Whether the step has completed at least once. */
  ran(step: string): boolean;
  /** The raw records, oldest first. */
  readonly history: readonly StepRecord[];
}

/** The store of a skill whose types were erased: step results are `unknown`. */
export type StoreAccessor = { readonly steps: StepsView & Readonly<Record<string, unknown>> } & Readonly<Record<string, unknown>>;

/** Names a step cannot have, because `store.steps` uses them. */
export const reservedStepNames: ReadonlySet<string> = new Set(["all", "ran", "history"]);

/** Names a sub-store cannot have, because `store` uses them. */
export const reservedStoreNames: ReadonlySet<string> = new Set(["steps", "step"]);

/**
 * A frozen view of the store at this point of the run: later steps do not change it. It costs
 * one pass over the distinct step names; `all` and `history` copy the records only when called.
 */
export function createStoreAccessor(
  records: readonly StepRecord[],
  stores: Readonly<Record<string, unknown>>,
  latest: ReadonlyMap<string, unknown> = latestResults(records),
): StoreAccessor {
  const length = records.length;
  const upToNow = () => records.slice(0, length);
  const steps: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [name, result] of latest) steps[name] = result;
  const ran = new Set(latest.keys());
  Object.defineProperties(steps, {
    all: {
      value: (step: string) =>
        upToNow()
          .filter((record) => record.step === step)
          .map((record) => record.result),
    },
    ran: { value: (step: string) => ran.has(step) },
    history: { get: upToNow },
  });
  return Object.freeze({ ...stores, steps: Object.freeze(steps) }) as StoreAccessor;
}

/** The latest result of each step, by step name. */
export function latestResults(records: readonly StepRecord[]): Map<string, unknown> {
  const latest = new Map<string, unknown>();
  for (const record of records) latest.set(record.step, record.result);
  return latest;
}
