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

/** Where a view's records are kept: a key no step name can be, invisible to `Object.keys` and JSON. */
const recordsOf = Symbol("records");

interface Recorded {
  readonly [recordsOf]: { readonly records: readonly StepRecord[]; readonly length: number };
}

function upToNow(view: Recorded): StepRecord[] {
  const { records, length } = view[recordsOf];
  return records.slice(0, length);
}

/** What every view's `steps` inherits: the methods, shared and frozen (and no prototype beyond them). */
const stepsMethods: object = Object.freeze(
  Object.create(null, {
    all: {
      value(this: Recorded, step: string): unknown[] {
        return upToNow(this)
          .filter((record) => record.step === step)
          .map((record) => record.result);
      },
    },
    ran: {
      value(this: Recorded, step: string): boolean {
        return Object.hasOwn(this, step);
      },
    },
    history: {
      get(this: Recorded): StepRecord[] {
        return upToNow(this);
      },
    },
  }) as object,
);

/**
 * A frozen view of the store at this point of the run: later steps do not change it. It costs
 * one pass over the distinct step names; `all` and `history` copy the records only when called.
 * The methods live on a shared prototype, so a view is a few properties (one per advance).
 */
export function createStoreAccessor(
  records: readonly StepRecord[],
  stores: Readonly<Record<string, unknown>>,
  latest: ReadonlyMap<string, unknown> = latestResults(records),
): StoreAccessor {
  const steps: Record<string | symbol, unknown> = Object.create(stepsMethods) as Record<string | symbol, unknown>;
  for (const [name, result] of latest) steps[name] = result;
  Object.defineProperty(steps, recordsOf, { value: { records, length: records.length } });
  return Object.freeze({ ...stores, steps: Object.freeze(steps) }) as StoreAccessor;
}

/** The latest result of each step, by step name. */
export function latestResults(records: readonly StepRecord[]): Map<string, unknown> {
  const latest = new Map<string, unknown>();
  for (const record of records) latest.set(record.step, record.result);
  return latest;
}
