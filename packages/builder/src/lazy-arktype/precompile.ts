// At build time: for each value the skill made with ArkType, the source of ArkType's own compiled
// `allows` check (when a valid answer comes back unchanged) and the JSON Schema. Runs in the
// child process that loaded the skill in eager mode, where ArkType's `$ark` registry is live.
import { runInThisContext } from "node:vm";
import type { Recorded } from "./deferred.js";

/** One table entry as JSON: `check` is JavaScript source (an expression using `asIs`/`withDefaults`) or null. */
export interface PrecompiledSource {
  readonly sig: string;
  readonly check: string | null;
  readonly jsonSchema: unknown;
}

interface ArkNode {
  readonly id: string;
  readonly rootApplyStrategy: string;
  readonly precompilation?: string;
  readonly shallowMorphs?: readonly { readonly name: string }[];
  readonly structure?: {
    readonly defaultable?: readonly { readonly key: unknown; readonly default: unknown; readonly value: { readonly includesTransform: boolean } }[];
    readonly sequence?: { readonly defaultables?: unknown };
    readonly undeclared?: string;
  };
  readonly $?: { readonly resolvedConfig?: { readonly clone?: unknown } };
}

/** A recorded value, described for the table; values that are not types get only their signature. */
export function describeRecord(record: Recorded): PrecompiledSource | null {
  if (record.sig === null) return null;
  const node = arkNode(record.value);
  if (node === undefined) return { sig: record.sig, check: null, jsonSchema: null };
  return { sig: record.sig, check: checkSource(node), jsonSchema: jsonSchema(record.value) };
}

function arkNode(value: unknown): ArkNode | undefined {
  if (typeof value !== "function" || !("internal" in value)) return undefined;
  const node: unknown = value.internal;
  if ((typeof node !== "object" && typeof node !== "function") || node === null || !("rootApplyStrategy" in node) || !("id" in node)) return undefined;
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
export function checkSource(node: ArkNode): string | null {
  const allows = allowsSource(node);
  if (allows === null) return null;
  if (node.rootApplyStrategy === "allows") return `asIs(${allows})`;
  const defaults = defaultsOf(node);
  return defaults === null ? null : `withDefaults(${allows}, ${JSON.stringify(defaults)})`;
}

function defaultsOf(node: ArkNode): [string, unknown][] | null {
  const structure = node.structure;
  const morphs = node.shallowMorphs ?? [];
  if (structure === undefined || morphs.length !== 1 || morphs[0]?.name !== "$arkStructuralMorph") return null;
  if (structure.sequence?.defaultables !== undefined || structure.undeclared === "delete") return null;
  const clone = node.$?.resolvedConfig?.clone;
  if (typeof clone !== "function" || clone.name !== "deepClone") return null;
  const defaults: [string, unknown][] = [];
  for (const entry of structure.defaultable ?? []) {
    const value = entry.default;
    const primitive = value === null || ["string", "number", "boolean"].includes(typeof value);
    if (typeof entry.key !== "string" || !primitive || entry.value.includesTransform || (typeof value === "number" && (!Number.isFinite(value) || Object.is(value, -0)))) return null;
    defaults.push([entry.key, value]);
  }
  return defaults.length === 0 ? null : defaults;
}

/**
 * ArkType's compiled `*Allows` methods, the whole check for strategies "allows" and "optimistic". Values they reach through `$ark` are
 * written out when they are regular expressions or plain data; a function (a `narrow`) is not.
 */
export function allowsSource(node: ArkNode): string | null {
  if ((node.rootApplyStrategy !== "allows" && node.rootApplyStrategy !== "optimistic") || node.precompilation === undefined) return null;
  let methods: Record<string, unknown>;
  try {
    methods = (runInThisContext(`(${node.precompilation})`) as () => Record<string, unknown>)();
  } catch {
    return null;
  }
  const sources = Object.entries(methods)
    .filter(([name, method]) => name.endsWith("Allows") && typeof method === "function")
    .map(([, method]) => String(method));
  if (!sources.some((source) => source.startsWith(`${node.id}Allows(`))) return null;
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
    const literal = onlyKeys ? keysOf(registry[name]) : literalOf(registry[name]);
    if (literal === null) return null;
    constants.set(name, literal);
  }
  const body = sources.map((source) => source.replace(/\$ark\.([\w$]+)/g, (_match, name: string) => `$ark_${name}`)).join(",\n");
  const declarations = [...constants].map(([name, literal]) => `const $ark_${name} = ${literal};`).join("\n");
  return `(() => {\n${declarations}\nconst checks = {\n${body}\n};\nreturn (data) => checks.${node.id}Allows(data);\n})()`;
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
  if (Object.getOwnPropertySymbols(value).length > 0 || Object.getOwnPropertyNames(value).length !== Object.keys(value).length) return false;
  return Object.values(value).every((item) => isPlainData(item, depth + 1));
}
