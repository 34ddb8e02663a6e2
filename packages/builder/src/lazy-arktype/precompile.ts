// At build time: for each value the skill made with ArkType, the source of ArkType's own compiled
// `allows` check (when a valid answer comes back unchanged) and the JSON Schema. Runs in the
// child process that loaded the skill in eager mode, where ArkType's `$ark` registry is live.
import { runInThisContext } from "node:vm";
import type { Recorded } from "./precompiled.js";

/**
 * One table entry as JSON: `allows` is JavaScript source (ArkType's compiled check) or null, with
 * `reason` saying why; `defaults` the root-level defaults a valid value gets.
 */
export interface PrecompiledSource {
  readonly sig: string;
  readonly allows: string | null;
  readonly defaults: readonly (readonly [string, unknown])[] | null;
  readonly reason: string | null;
  readonly jsonSchema: unknown;
  /** Types made from this one once the skill has loaded (a store's `partial()`), by call. */
  readonly derived?: Readonly<Record<string, PrecompiledSource>>;
  /** ArkType's message when the call that makes this type throws (`partial()` of a non-object). */
  readonly throws?: string;
}

/** The parts of a check, or why there is none. */
type CheckParts = { readonly allows: string; readonly defaults: [string, unknown][] | null } | { readonly reason: string };

interface ArkNode {
  readonly id: string;
  readonly rootApplyStrategy: string;
  readonly precompilation?: string;
  readonly shallowMorphs?: readonly { readonly name: string }[];
  readonly structure?: {
    readonly defaultable?: readonly {
      readonly key: unknown;
      readonly default: unknown;
      readonly value: { readonly includesTransform: boolean };
    }[];
    readonly sequence?: { readonly defaultables?: unknown };
    readonly undeclared?: string;
  };
  readonly $?: { readonly resolvedConfig?: { readonly clone?: unknown } };
}

/** A recorded value, described for the table; values that are not types get only their signature. */
export function describeRecord(record: Recorded): PrecompiledSource | null {
  if (record.sig === null) return null;
  const node = arkNode(record.value);
  if (node === undefined)
    return { sig: record.sig, allows: null, defaults: null, reason: "not an ArkType type", jsonSchema: null };
  const parts = checkParts(node);
  return "reason" in parts
    ? { sig: record.sig, allows: null, defaults: null, reason: parts.reason, jsonSchema: jsonSchema(record.value) }
    : { sig: record.sig, allows: parts.allows, defaults: parts.defaults, reason: null, jsonSchema: jsonSchema(record.value) };
}

function arkNode(value: unknown): ArkNode | undefined {
  if (typeof value !== "function" || !("internal" in value)) return undefined;
  const node: unknown = value.internal;
  if (
    (typeof node !== "object" && typeof node !== "function") ||
    node === null ||
    !("rootApplyStrategy" in node) ||
    !("id" in node)
  )
    return undefined;
  return node as ArkNode;
}

function jsonSchema(value: unknown): unknown {
  try {
    return (value as { toJsonSchema(): unknown }).toJsonSchema();
  } catch {
    return null;
  }
}

/**
 * The check for a type ArkType answers without a traversal context: as it came ("allows"), or
 * copied with root-level primitive defaults added ("optimistic" with only the structural morph).
 * Anything else (morphs, function defaults, deleted keys, a custom clone) has no check.
 */
function checkParts(node: ArkNode): CheckParts {
  const compiled = compiledAllows(node);
  if ("reason" in compiled) return compiled;
  if (node.rootApplyStrategy === "allows") return { allows: compiled.source, defaults: null };
  const defaults = defaultsOf(node);
  return "reason" in defaults ? defaults : { allows: compiled.source, defaults: defaults.defaults };
}

/** The source of the whole check (`asIs(...)` or `withDefaults(...)`), or null. */
export function checkSource(node: ArkNode): string | null {
  const parts = checkParts(node);
  if ("reason" in parts) return null;
  return parts.defaults === null ? `asIs(${parts.allows})` : `withDefaults(${parts.allows}, ${JSON.stringify(parts.defaults)})`;
}

/** Why a type's valid data would not come back as it came, when ArkType changes it. */
const morphReason = "it has a morph (.pipe, .to, a parse keyword or =>), which ArkType runs";

function defaultsOf(node: ArkNode): { defaults: [string, unknown][] } | { reason: string } {
  const structure = node.structure;
  const morphs = node.shallowMorphs ?? [];
  if (structure === undefined || morphs.length !== 1 || morphs[0]?.name !== "$arkStructuralMorph") return { reason: morphReason };
  if (structure.sequence?.defaultables !== undefined) return { reason: "a tuple element has a default" };
  if (structure.undeclared === "delete") return { reason: 'it deletes undeclared keys (onUndeclaredKey("delete"))' };
  const clone = node.$?.resolvedConfig?.clone;
  if (typeof clone !== "function" || clone.name !== "deepClone") return { reason: "its scope sets a clone function of its own" };
  const defaults: [string, unknown][] = [];
  for (const entry of structure.defaultable ?? []) {
    const value = entry.default;
    const primitive = value === null || ["string", "number", "boolean"].includes(typeof value);
    if (typeof entry.key !== "string") return { reason: "a symbol key has a default" };
    if (entry.value.includesTransform) return { reason: `the type of "${entry.key}", which has a default, has a morph` };
    if (!primitive || (typeof value === "number" && (!Number.isFinite(value) || Object.is(value, -0)))) {
      return {
        reason: `the default of "${entry.key}" is ${typeof value === "function" ? "a function" : "not a string, a finite number, a boolean or null"}`,
      };
    }
    defaults.push([entry.key, value]);
  }
  return defaults.length === 0 ? { reason: morphReason } : { defaults };
}

/** ArkType's compiled `*Allows` methods as one function's source, or null (see `compiledAllows`). */
export function allowsSource(node: ArkNode): string | null {
  const compiled = compiledAllows(node);
  return "source" in compiled ? compiled.source : null;
}

/**
 * ArkType's compiled `*Allows` methods, the whole check for strategies "allows" and "optimistic". Values they reach through `$ark` are
 * written out when they are regular expressions or plain data; a function (a `narrow`) is not.
 */
function compiledAllows(node: ArkNode): { source: string } | { reason: string } {
  if (node.rootApplyStrategy !== "allows" && node.rootApplyStrategy !== "optimistic") {
    return {
      reason:
        "it has a morph or a default below the top level (a parse keyword, .pipe, .to, => or a nested `= value`), which ArkType runs with its full traversal",
    };
  }
  if (node.precompilation === undefined) return { reason: "ArkType compiled no check for it (jitless)" };
  let methods: Record<string, unknown>;
  try {
    methods = (runInThisContext(`(${node.precompilation})`) as () => Record<string, unknown>)();
  } catch {
    return { reason: "ArkType's compiled check could not be read" };
  }
  const sources = Object.entries(methods)
    .filter(([name, method]) => name.endsWith("Allows") && typeof method === "function")
    .map(([, method]) => String(method));
  if (!sources.some((source) => source.startsWith(`${node.id}Allows(`)))
    return { reason: "ArkType's compiled check could not be read" };
  const registry = (globalThis as { $ark?: Record<string, unknown> }).$ark ?? {};
  /** Each value a check reaches through `$ark`, and whether every use is a `key in` test. */
  const uses = new Map<string, boolean>();
  for (const match of sources.join("\n").matchAll(/\$ark\.([\w$]+)/g)) {
    const name = match[1] ?? "";
    const inTest = match.input.slice(Math.max(0, match.index - 4), match.index) === " in ";
    uses.set(name, (uses.get(name) ?? true) && inTest);
  }
  const constants = new Map<string, string>();
  for (const [name, onlyKeys] of uses) {
    const value = registry[name];
    const literal = onlyKeys ? keysOf(value) : literalOf(value);
    if (literal === null) {
      return {
        reason:
          typeof value === "function"
            ? `its check calls a function (${describeFunction(value)}: a narrow, a predicate or a class)`
            : "its check uses a value the build cannot write out",
      };
    }
    constants.set(name, literal);
  }
  const body = sources.map((source) => source.replace(/\$ark\.([\w$]+)/g, (_match, name: string) => `$ark_${name}`)).join(",\n");
  const declarations = [...constants].map(([name, literal]) => `const $ark_${name} = ${literal};`).join("\n");
  return {
    source: `(() => {\n${declarations}\nconst checks = {\n${body}\n};\nreturn (data) => checks.${node.id}Allows(data);\n})()`,
  };
}

function describeFunction(value: unknown): string {
  const name = typeof value === "function" ? value.name : "";
  return name === "" ? "an anonymous function" : name;
}

/** An object the check only asks `key in`: its keys, on the same prototype. */
function keysOf(value: unknown): string | null {
  if (typeof value !== "object" || value === null || Object.getOwnPropertySymbols(value).length > 0) return null;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return null;
  const keys = JSON.stringify(Object.fromEntries(Object.getOwnPropertyNames(value).map((key) => [key, true])));
  return prototype === null ? `Object.assign(Object.create(null), ${keys})` : keys;
}

/** Source for a regular expression or a plain object or array of JSON values; null otherwise. */
function literalOf(value: unknown): string | null {
  if (value instanceof RegExp) return `new RegExp(${JSON.stringify(value.source)}, ${JSON.stringify(value.flags)})`;
  if (!isPlainData(value)) return null;
  if (typeof value === "object" && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === null) {
    return `Object.assign(Object.create(null), ${JSON.stringify(value)})`;
  }
  return JSON.stringify(value);
}

function isPlainData(value: unknown, depth = 0): boolean {
  if (depth > 20) return false;
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((item) => isPlainData(item, depth + 1));
  if (typeof value !== "object") return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  if (Object.getOwnPropertySymbols(value).length > 0 || Object.getOwnPropertyNames(value).length !== Object.keys(value).length)
    return false;
  return Object.values(value).every((item) => isPlainData(item, depth + 1));
}
