// What `arktype` is inside a built skill: the skill's `type(...)` calls return deferred types, so
// a step that only meets answers its build could check never loads ArkType. Anything else asked
// of a deferred value loads ArkType and answers from the real one, so behaviour is unchanged.
// Bundled into built skills: no Node imports.

import {
  loadUsesKey,
  positionKey,
  precompiledKey,
  recordsKey,
  type LoadUse,
  type Precompiled,
  type Recorded,
} from "./precompiled.js";
import { answeredKeys, notTypes, typeMethods, typeStatics, type Role } from "./arktype-names.js";

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
  const loadUses: LoadUse[] = [];
  if (options.eager) Object.assign(globalThis, { [recordsKey]: records, [loadUsesKey]: loadUses });
  let next = 0;

  const make = ({
    resolve,
    role,
    sig,
    callable,
    name,
    inherited,
  }: {
    resolve: () => unknown;
    role: Role;
    sig: string | null;
    callable: boolean;
    name?: string;
    inherited?: Precompiled | undefined;
  }): unknown => {
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
    const entry = role === "type" ? (inherited ?? precompiled(id, sig)) : undefined;
    const label = name?.slice(1) ?? `#${String(id)}`;
    const touched = (key: string): void => {
      if (options.eager && role !== "eager" && !answeredKeys.has(key)) loadUses.push({ label, key, value: get() });
    };
    const proxy: object = new Proxy(target, handler({ role, get, id, entry, touched }));
    deferredValues.set(proxy, get);
    deferredNames.set(proxy, name ?? `#${id}`);
    return proxy;
  };

  const precompiled = (id: number, sig: string | null): Precompiled | undefined => {
    const entry = options.table[id];
    return entry !== undefined && sig !== null && entry.sig === sig ? entry : undefined;
  };

  /** A deferred call; `derived` gives the entry the build made for the same call after loading. */
  const deferCall =
    ({
      label,
      call,
      role,
      derived,
    }: {
      label: string;
      call: (args: unknown[]) => unknown;
      role: Role;
      derived?: Readonly<Record<string, Precompiled>> | undefined;
    }) =>
    (...args: unknown[]): unknown => {
      const sig = signature(label, args);
      const inherited = sig === null || derived === undefined ? undefined : derived[sig.slice(sig.indexOf(".") + 1)];
      if (inherited?.throws !== undefined) throw new Error(inherited.throws);
      return make({
        resolve: () => call(args.map(unwrap)),
        role,
        sig,
        callable: role !== "scope" && role !== "module",
        inherited,
      });
    };

  const handler = ({
    role,
    get,
    id,
    entry,
    touched,
  }: {
    role: Role;
    get: () => unknown;
    id: number;
    entry: Precompiled | undefined;
    touched: (key: string) => void;
  }): ProxyHandler<object> => ({
    get(target, key) {
      if (key === precompiledKey) return entry;
      if (key === positionKey) return role === "type" ? id : undefined;
      if (typeof key === "string") {
        if (role === "type" && typeMethods.has(key))
          return deferCall({
            label: `#${id}.${key}`,
            call: (args) => call(get(), key, args),
            role: "type",
            derived: entry?.derived,
          });
        if (role === "typeFn" && typeStatics.has(key))
          return deferCall({ label: `#${id}.${key}`, call: (args) => call(get(), key, args), role: "type" });
        const fast = entry === undefined ? undefined : answered(entry, key, () => object(get()));
        if (fast !== undefined) return fast;
        if (role === "scope" && (key === "type" || key === "export")) {
          return deferCall({
            label: `#${id}.${key}`,
            call: (args) => call(get(), key, args),
            role: key === "type" ? "type" : "module",
          });
        }
        if (role === "module" && !notTypes.has(key))
          return make({
            resolve: (): unknown => Reflect.get(object(get()), key),
            role: "type",
            sig: `#${id}.${key}`,
            callable: true,
          });
        touched(key);
      }
      const owner = object(get());
      const value: unknown = Reflect.get(owner, key);
      return typeof value === "function" && role !== "eager" && !deferredValues.has(value) ? fn(value).bind(owner) : value;
    },
    apply(_target, thisArg, args: unknown[]) {
      if (role === "typeFn" || role === "scopeFn") {
        return deferCall({
          label: role === "typeFn" ? "type" : "scope",
          call: (callArgs) => Reflect.apply(fn(get()), undefined, callArgs),
          role: role === "typeFn" ? "type" : "scope",
        })(...args);
      }
      const checked = args.length === 1 ? entry?.direct?.(args[0]) : undefined;
      if (checked !== undefined) return checked.value;
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

/**
 * `t.assert(data)`, `t.from(data)` and `t.allows(data)` of a type the build precompiled: answered
 * by its check when it accepts the data, else by ArkType (which then loads).
 */
function answered(entry: Precompiled, key: string, real: () => object): ((data: unknown) => unknown) | undefined {
  const { direct, allows } = entry;
  if ((key === "assert" || key === "from") && direct != null) {
    return (data) => {
      const checked = direct(data);
      return checked === undefined ? call(real(), key, [data]) : checked.value;
    };
  }
  // ArkType's own `allows` is this compiled function: its answer is final either way.
  if (key === "allows" && allows != null) return (data) => allows(data);
  return undefined;
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
