// The contract between a build and its built skill's stand-in for ArkType: the symbols a deferred
// value answers to, and what the build precompiled for each type. Bundled into built skills: no Node imports.

/** The key under which a deferred type offers what its build computed (see `Precompiled`). */
export const precompiledKey: unique symbol = Symbol.for("skill-kit.precompiled") as never;
/** Where eager mode (the build) lists every deferred value it made, in order. */
export const recordsKey: unique symbol = Symbol.for("skill-kit.arktype-records") as never;
/** The position of a deferred type among the values made (the build maps a skill's types to table entries). */
export const positionKey: unique symbol = Symbol.for("skill-kit.arktype-position") as never;

/** Where eager mode lists what the skill asked of ArkType itself while it loaded: each would load ArkType in every step. */
export const loadUsesKey: unique symbol = Symbol.for("skill-kit.arktype-load-uses") as never;

export interface LoadUse {
  /** The value asked (`type`, `#3`) and what of it (`expression`). */
  readonly label: string;
  readonly key: string;
  readonly value: unknown;
}

/** ArkType's own verdict on data it accepts, as `{ value }`; undefined sends the data to ArkType. */
export type Check = (data: unknown) => { readonly value: unknown } | undefined;

/** What the build knows of the n-th deferred value: how it was made, and for a type its check. */
export interface Precompiled {
  /** The call that made it (`type({"n":"number"})`); a value made by another call gets nothing. */
  readonly sig: string;
  /** What core's `validate` asks (for an action's output, on the JSON form of the value). */
  readonly check?: Check | null;
  /** What a call of the type itself answers from (`t(data)`, `t.assert(data)`): the data as given. */
  readonly direct?: Check | null;
  /** ArkType's compiled `allows`, for `t.allows(data)`. */
  readonly allows?: ((data: unknown) => boolean) | null;
  /** What `toJsonSchema()` returned, or null when it threw. */
  readonly jsonSchema?: unknown;
  /** Entries of types made from this one after the skill loaded, by call (`partial([])`). */
  readonly derived?: Readonly<Record<string, Precompiled>>;
  /**
   * ArkType's message when the call that makes this type throws (`partial()` of a non-object
   * store, which core catches): the stand-in throws it at once, without loading ArkType.
   */
  readonly throws?: string;
}

export interface Recorded {
  readonly sig: string | null;
  readonly value: unknown;
}
