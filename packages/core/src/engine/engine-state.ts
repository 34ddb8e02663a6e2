// The mutable part of a run, with snapshots so a failed call changes nothing.
import { deepFreeze, deepMerge, isPlainObject } from "../deep-merge.js";
import { createStoreAccessor, latestResults, type StepRecord, type StoreAccessor } from "../store-accessor.js";

export type RunStatus = "active" | "done" | "redirected";

interface Snapshot {
  readonly records: number;
  readonly stores: Readonly<Record<string, unknown>>;
  readonly counts: ReadonlyMap<string, number>;
  readonly current: string;
  readonly status: RunStatus;
  readonly path: number;
}

export class EngineState {
  readonly records: StepRecord[] = [];
  readonly path: string[] = [];
  status: RunStatus = "active";
  redirect: string | undefined;
  private stores: Readonly<Record<string, unknown>>;
  private counts = new Map<string, number>();
  /** Kept as records are appended, so a store view costs the number of step names, not of records. */
  private latest = new Map<string, unknown>();
  private view: StoreAccessor | undefined;

  constructor(
    public current: string,
    storeNames: readonly string[],
  ) {
    this.stores = Object.freeze(Object.fromEntries(storeNames.map((name) => [name, Object.freeze({})])));
  }

  completions(step: string): number {
    return this.counts.get(step) ?? 0;
  }

  accessor(): StoreAccessor {
    this.view ??= createStoreAccessor(this.records, this.stores, this.latest);
    return this.view;
  }

  /**
   * The context of a callback that runs now, before anything is appended, with `store` made only
   * when it is read: replaying a long history then builds no store view for steps whose `save`
   * and `next` never look at it.
   */
  withStore<T extends object>(fields: T): T & { readonly store: StoreAccessor } {
    return Object.assign(new CallbackContext(this), fields);
  }

  append(record: StepRecord, writes: Readonly<Record<string, unknown>>): void {
    this.records.push(deepFreeze(record));
    this.latest.set(record.step, record.result);
    this.view = undefined;
    this.counts.set(record.step, this.completions(record.step) + 1);
    let stores = this.stores;
    for (const [name, value] of Object.entries(writes)) {
      if (value === undefined) continue;
      const current = stores[name];
      const merged = isPlainObject(value) ? deepMerge(isPlainObject(current) ? current : {}, value) : value;
      stores = { ...stores, [name]: deepFreeze(merged) };
    }
    this.stores = Object.freeze(stores);
  }

  snapshot(): Snapshot {
    return {
      records: this.records.length,
      stores: this.stores,
      counts: new Map(this.counts),
      current: this.current,
      status: this.status,
      path: this.path.length,
    };
  }

  restore(snapshot: Snapshot): void {
    this.records.length = snapshot.records;
    this.stores = snapshot.stores;
    this.counts = new Map(snapshot.counts);
    this.current = snapshot.current;
    this.status = snapshot.status;
    this.path.length = snapshot.path;
    this.redirect = undefined;
    this.latest = latestResults(this.records);
    this.view = undefined;
  }
}

/**
 * A callback's context: its fields are own properties, `store` is a getter on the prototype. A
 * class, because an object literal with a getter costs V8 a slow path each time, and a replay
 * makes two contexts an entry.
 */
class CallbackContext {
  readonly #state: EngineState;

  constructor(state: EngineState) {
    this.#state = state;
  }

  get store(): StoreAccessor {
    return this.#state.accessor();
  }
}
