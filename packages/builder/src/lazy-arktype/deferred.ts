// What `arktype` is inside a built skill: the skill's `type(...)` calls return deferred types, so
// a step that only meets answers its build could check never loads ArkType. Anything else asked
// of a deferred value loads ArkType and answers from the real one, so behaviour is unchanged.
// Bundled into built skills: no Node imports.

/** The key under which a deferred type offers what its build computed (see `Precompiled`). */
export const precompiledKey: unique symbol = Symbol.for("skill-kit.precompiled") as never;
/** Where eager mode (the build) lists every deferred value it made, in order. */
export const recordsKey: unique symbol = Symbol.for("skill-kit.arktype-records") as never;

/** What the build knows of the n-th deferred value: how it was made, and for a type its check. */
export interface Precompiled {
  /** The call that made it (`type({"n":"number"})`); a value made by another call gets nothing. */
  readonly sig: string;
  /** ArkType's own verdict on data it accepts, as `{ value }`; undefined sends the data to ArkType. */
  readonly check?: ((data: unknown) => { readonly value: unknown } | undefined) | null;
  /** What `toJsonSchema()` returned, or null when it threw. */
  readonly jsonSchema?: unknown;
}

export interface Recorded {
  readonly sig: string | null;
  readonly value: unknown;
}

/** How a deferred value's operations are handled: which calls may stay deferred. */
type Role = "eager" | "typeFn" | "scopeFn" | "type" | "scope" | "module";

/** Type methods that return a new type: calling them on a deferred type stays deferred. */
const typeMethods = new Set([
  "array", "or", "and", "merge", "pipe", "to", "narrow", "optional", "default", "describe", "configure",
  "brand", "omit", "pick", "partial", "required", "keyof", "onUndeclaredKey", "onDeepUndeclaredKey",
  "filter", "as", "exclude", "extract", "atLeastLength", "atMostLength", "moreThan", "lessThan",
  "atOrAbove", "atOrBelow", "laterThan", "earlierThan", "atOrAfter", "atOrBefore", "divisibleBy",
  "matching", "readonly", "get",
]);
/** Names a module is never asked for as a type (`await` looks for `then`). */
const notTypes = new Set(["then", "constructor", "toString", "toJSON", "valueOf"]);
/** Members of `type` that build a type. */
const typeStatics = new Set(["enumerated", "unit", "or", "and", "merge", "pipe", "instanceOf", "raw", "valueOf"]);

const deferredValues = new WeakMap<object, () => unknown>();
/** How a deferred value is written in the signature of a call it is passed to. */
const deferredNames = new WeakMap<object, string>();

export interface LazyArkTypeOptions {
  /** Loads the real module (the build bundles it behind a lazy `require`). */
  readonly load: () => Record<string, unknown>;
  /** `typeof` of each export of the real module. */
  readonly exports: Readonly<Record<string, string>>;
  /** What the build computed, by position; empty in eager mode. */
  readonly table: readonly Precompiled[];
  /** The build's mode: make every value at once, and record it. */
  readonly eager: boolean;
}

/** The stand-in module: one deferred value per export of the real one. */
export function lazyArkType(options: LazyArkTypeOptions): Record<string, unknown> {
  let real: Record<string, unknown> | undefined;
  const load = (): Record<string, unknown> => (real ??= options.load());
  const records: Recorded[] = [];
  if (options.eager) (globalThis as Record<symbol, unknown>)[recordsKey] = records;
  let next = 0;

  const make = ({ resolve, role, sig, callable, name }: { resolve: () => unknown; role: Role; sig: string | null; callable: boolean; name?: string }): unknown => {
    let done = false;
    let value: unknown;
    const get = (): unknown => {
      if (!done) {
        value = resolve();
        done = true;
      }
      return value;
    };
    const id = role === "eager" ? -1 : next++;
    if (options.eager && id >= 0) records.push({ sig, value: get() });
    const target: object = callable ? function deferred() {}.bind(null) : {};
    const proxy: object = new Proxy(target, handler({ role, get, id, sig }));
    deferredValues.set(proxy, get);
    deferredNames.set(proxy, name ?? `#${id}`);
    return proxy;
  };

  const precompiled = (id: number, sig: string | null): Precompiled | undefined => {
    const entry = options.table[id];
    return entry !== undefined && sig !== null && entry.sig === sig ? entry : undefined;
  };

  const deferCall = (label: string, call: (args: unknown[]) => unknown, role: Role) => (...args: unknown[]): unknown =>
    make({ resolve: () => call(args.map(unwrap)), role, sig: signature(label, args), callable: role !== "scope" && role !== "module" });

  const handler = ({ role, get, id, sig }: { role: Role; get: () => unknown; id: number; sig: string | null }): ProxyHandler<object> => ({
    get(target, key) {
      if (key === precompiledKey) return role === "type" ? precompiled(id, sig) : undefined;
      if (typeof key === "string") {
        if ((role === "type" && typeMethods.has(key)) || (role === "typeFn" && typeStatics.has(key))) {
          return deferCall(`#${id}.${key}`, (args) => call(get(), key, args), "type");
        }
        if (role === "scope" && (key === "type" || key === "export")) {
          return deferCall(`#${id}.${key}`, (args) => call(get(), key, args), key === "type" ? "type" : "module");
        }
        if (role === "module" && !notTypes.has(key)) return make({ resolve: (): unknown => Reflect.get(object(get()), key), role: "type", sig: `#${id}.${key}`, callable: true });
      }
      const owner = object(get());
      const value: unknown = Reflect.get(owner, key);
      return typeof value === "function" && role !== "eager" && !deferredValues.has(value) ? fn(value).bind(owner) : value;
    },
    apply(_target, thisArg, args: unknown[]) {
      if (role === "typeFn" || role === "scopeFn") {
        return deferCall(role === "typeFn" ? "type" : "scope", (callArgs) => Reflect.apply(fn(get()), undefined, callArgs), role === "typeFn" ? "type" : "scope")(...args);
      }
      const result: unknown = Reflect.apply(fn(get()), unwrap(thisArg), args.map(unwrap));
      return result;
    },
    construct(_target, args: unknown[]) {
      const constructor = fn(get());
      const made: object = Reflect.construct(constructor, args.map(unwrap), constructor) as object;
      return made;
    },
    has: (_target, key) => Reflect.has(object(get()), key),
    ownKeys: (target) => {
      const keys = Reflect.ownKeys(object(get()));
      for (const key of Reflect.ownKeys(target)) if (!keys.includes(key)) keys.push(key);
      return keys;
    },
    getOwnPropertyDescriptor(target, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(object(get()), key);
      if (descriptor !== undefined && descriptor.configurable !== true) Reflect.defineProperty(target, key, descriptor);
      return descriptor ?? Reflect.getOwnPropertyDescriptor(target, key);
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(object(get())),
    set: (_target, key, value: unknown) => Reflect.set(object(get()), key, value),
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(object(get()), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(object(get()), key),
  });

  const module: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(options.exports)) {
    const role: Role = name === "type" ? "typeFn" : name === "scope" ? "scopeFn" : "eager";
    module[name] = make({ resolve: () => load()[name], role, sig: null, callable: kind === "function", name: `@${name}` });
  }
  return module;
}

function call(owner: unknown, key: string, args: unknown[]): unknown {
  const method: unknown = Reflect.get(object(owner), key);
  return Reflect.apply(fn(method), owner, args);
}

function object(value: unknown): object {
  if ((typeof value === "object" && value !== null) || typeof value === "function") return value;
  throw new TypeError(`arktype: ${String(value)} is not an object`);
}

function fn(value: unknown): (...args: unknown[]) => unknown {
  if (typeof value === "function") return value as (...args: unknown[]) => unknown;
  throw new TypeError(`arktype: ${String(value)} is not a function`);
}

/** A deferred value becomes the real one; plain objects and arrays holding one are copied. */
function unwrap(value: unknown): unknown {
  if ((typeof value !== "object" || value === null) && typeof value !== "function") return value;
  const real = deferredValues.get(value);
  if (real !== undefined) return real();
  if (Array.isArray(value)) {
    const items = value.map(unwrap);
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  const prototype: unknown = Object.getPrototypeOf(value);
  if (typeof value === "object" && (prototype === Object.prototype || prototype === null)) {
    const entries = Object.entries(value).map(([key, item]) => [key, unwrap(item)] as const);
    if (entries.every(([key, item]) => item === (value as Record<string, unknown>)[key])) return value;
    return Object.assign(Object.create(prototype) as object, Object.fromEntries(entries));
  }
  return value;
}

/** `label(args)` with deferred values as their names and functions as `ƒ`; null when the args cannot be written. */
function signature(label: string, args: readonly unknown[]): string | null {
  const written = plain(args, 0);
  return written === undefined ? null : `${label}(${JSON.stringify(written)})`;
}

/** The args as plain data, without asking a deferred value anything (JSON.stringify would ask for `toJSON`). */
function plain(value: unknown, depth: number): unknown {
  if (depth > 32) return undefined;
  if (typeof value === "bigint" || typeof value === "symbol" || value === undefined) return `‹${String(value)}›`;
  if (typeof value !== "object" && typeof value !== "function") return value;
  if (value === null) return null;
  const name = deferredNames.get(value);
  if (name !== undefined) return name;
  if (typeof value === "function") return "ƒ";
  if (value instanceof RegExp) return `‹${String(value)}›`;
  if (Array.isArray(value)) {
    const items = value.map((item) => plain(item, depth + 1));
    return items.includes(undefined) ? undefined : items;
  }
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return `‹${Object.prototype.toString.call(value)}›`;
  const entries = Object.entries(value).map(([key, item]) => [key, plain(item, depth + 1)] as const);
  return entries.some(([, item]) => item === undefined) ? undefined : Object.fromEntries(entries);
}

/** A type whose valid data comes back as it came (ArkType's "allows" strategy). */
export function asIs(allows: (data: unknown) => boolean): (data: unknown) => { readonly value: unknown } | undefined {
  return (data) => (allows(data) ? { value: data } : undefined);
}

/**
 * A type whose only change to valid data is adding missing keys' primitive defaults: ArkType
 * copies the data (its `deepClone`) and sets each missing default in order. The copy here is
 * only made of plain objects and arrays, as parsed JSON is; anything else goes to ArkType.
 */
export function withDefaults(allows: (data: unknown) => boolean, defaults: readonly (readonly [string, unknown])[]): (data: unknown) => { readonly value: unknown } | undefined {
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
    if (Object.getPrototypeOf(value) !== Array.prototype || Object.getOwnPropertyNames(value).length !== value.length + 1) return undefined;
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
