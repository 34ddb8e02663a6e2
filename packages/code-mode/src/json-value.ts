// What crosses the sandbox boundary: JSON values only.

import type { JsonValue } from "@skill-kit/primitives";

/** A JSON value (primitives' one): what the spec is, what host functions take and return, what a call results in. */
export type { JsonValue };

/**
 * A host function the code calls as `await clients.<name>(...args)`: its arguments arrive as parsed
 * JSON, and what it returns (or resolves to) goes back as JSON; a throw rejects the call in the sandbox
 * with the error's message only.
 */
export type HostFunction = (...args: JsonValue[]) => unknown;

/** A client: a host function, or one with a description the `execute` tool shows the model. */
export type CodeModeClient = HostFunction | { readonly description: string; readonly call: HostFunction };

/** JSON text as a typed value (the text came from `JSON.stringify`, so every value is JSON). */
export function parseJson(text: string): JsonValue {
  return jsonOf(JSON.parse(text));
}

function jsonOf(value: unknown): JsonValue {
  if (value === null || typeof value === "boolean" || typeof value === "number" || typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(jsonOf);
  if (typeof value !== "object") return null;
  const entries: [string, JsonValue][] = Object.entries(value).map(([key, item]) => [key, jsonOf(item)]);
  return Object.fromEntries(entries);
}

/** True for a JSON object (not an array, not null). */
export function isJsonObject(value: JsonValue | undefined): value is { readonly [key: string]: JsonValue } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
