// The checks a built skill's table holds, made from ArkType's own compiled `allows` methods (see
// precompile.ts): each gives `{ value }` for data ArkType would accept, with what ArkType would
// return, and undefined for anything ArkType must judge itself. Bundled into built skills.
import type { Check, Precompiled } from "./precompiled.js";

/** One table entry as the build writes it (`precompiled({...})` in the generated module). */
export interface EntrySource {
  readonly sig: string;
  /** ArkType's compiled `allows`; null when the type has no precompiled check. */
  readonly allows?: ((data: unknown) => boolean) | null;
  /** Root-level primitive defaults ArkType adds to valid data, in order. */
  readonly defaults?: readonly (readonly [string, unknown])[] | null;
  readonly jsonSchema?: unknown;
  /** Types made from this one after the skill loaded (a store's `partial()`), by call. */
  readonly derived?: Readonly<Record<string, EntrySource>>;
  /** ArkType's message when the call that makes this type throws. */
  readonly throws?: string;
}

/** The runtime entry for a table source entry. */
export function precompiled(source: EntrySource): Precompiled {
  const allows = source.allows ?? null;
  const direct = allows === null ? null : source.defaults == null ? asIs(allows) : withDefaults(allows, source.defaults);
  const derived =
    source.derived === undefined
      ? undefined
      : Object.fromEntries(Object.entries(source.derived).map(([key, entry]) => [key, precompiled(entry)]));
  return {
    sig: source.sig,
    // Core hands `validate` an action's input and output in their JSON form already (json-form.ts).
    check: direct,
    direct,
    allows,
    ...("jsonSchema" in source ? { jsonSchema: source.jsonSchema } : {}),
    ...(derived === undefined ? {} : { derived }),
    ...(source.throws === undefined ? {} : { throws: source.throws }),
  };
}

/** A type whose valid data comes back as it came (ArkType's "allows" strategy). */
export function asIs(allows: (data: unknown) => boolean): Check {
  return (data) => (allows(data) ? { value: data } : undefined);
}

/**
 * A type whose only change to valid data is adding missing keys' primitive defaults: ArkType
 * copies the data (its `deepClone`) and sets each missing default in order. The copy here is
 * only made of plain objects and arrays, as parsed JSON is; anything else goes to ArkType.
 */
export function withDefaults(allows: (data: unknown) => boolean, defaults: readonly (readonly [string, unknown])[]): Check {
  return (data) => {
    if (!allows(data)) return undefined;
    const copy = plainCopy(data, 0);
    if (typeof copy !== "object" || copy === null) return undefined;
    const target = copy as Record<string, unknown>;
    for (const [key, value] of defaults) if (!(key in target)) target[key] = value;
    return { value: copy };
  };
}

function plainCopy(value: unknown, depth: number): unknown {
  if (typeof value !== "object" || value === null) return typeof value === "function" ? undefined : value;
  if (depth > 200) return undefined;
  if (Array.isArray(value)) {
    if (Object.getPrototypeOf(value) !== Array.prototype || Object.getOwnPropertyNames(value).length !== value.length + 1)
      return undefined;
    const items = value.map((item) => plainCopy(item, depth + 1));
    return items.every((item, i) => item !== undefined || value[i] === undefined) ? items : undefined;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype || Object.getOwnPropertySymbols(value).length > 0) return undefined;
  const copy: Record<string, unknown> = {};
  for (const key of Object.getOwnPropertyNames(value)) {
    const descriptor = Object.getOwnPropertyDescriptor(value, key);
    if (descriptor === undefined || !("value" in descriptor) || descriptor.enumerable !== true) return undefined;
    const item = plainCopy(descriptor.value, depth + 1);
    if (item === undefined && descriptor.value !== undefined) return undefined;
    Object.defineProperty(copy, key, { value: item, writable: true, enumerable: true, configurable: true });
  }
  return copy;
}
