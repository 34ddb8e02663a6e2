// Validation with ArkType, with messages in the wire format, and cached JSON Schemas.
import { type } from "arktype";
import type { AnyType } from "../definition.js";
import { deepFreeze } from "../deep-merge.js";

export type Validation = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly message: string };

/** Issues joined by `; `, each prefixed by its dotted path and `: ` when it has one. */
export function formatIssues(errors: InstanceType<typeof type.errors>): string {
  return errors
    .map((error) => {
      const path = error.path.map(String).join(".");
      return path === "" ? error.message : `${path}: ${error.message}`;
    })
    .join("; ");
}

/**
 * ArkType's error list, also when the schema came from another copy of arktype (a skill bundled
 * with its own): `instanceof` alone would then take the errors for valid data.
 */
function isArkErrors(value: unknown): value is InstanceType<typeof type.errors> {
  if (value instanceof type.errors) return true;
  if (!Array.isArray(value)) return false;
  const record: Record<string, unknown> = value as unknown as Record<string, unknown>;
  return Object.getOwnPropertyNames(value).some((key) => key.trim() === "arkKind" && record[key] === "errors");
}

/**
 * What a built skill's deferred `arktype` offers for a type (see the builder's lazy-arktype):
 * ArkType's own compiled check, which gives `{ value }` for data ArkType would accept and
 * undefined for anything it must judge itself, and the JSON Schema. Real ArkType types offer
 * nothing, and everything below then asks ArkType.
 */
const precompiledKey = Symbol.for("skill-kit.precompiled");

interface Precompiled {
  readonly check?: ((data: unknown) => { readonly value: unknown } | undefined) | null;
  readonly jsonSchema?: unknown;
}

function precompiled(schema: object): Precompiled | undefined {
  const found: unknown = (schema as Record<symbol, unknown>)[precompiledKey];
  return typeof found === "object" && found !== null ? found : undefined;
}

/** Validates and deep-freezes the validated value (defaults applied). */
export function validate(schema: AnyType, value: unknown): Validation {
  const checked = precompiled(schema)?.check?.(value);
  if (checked !== undefined) return { ok: true, value: deepFreeze(checked.value) };
  const out: unknown = schema(value);
  if (isArkErrors(out)) return { ok: false, message: formatIssues(out) };
  return { ok: true, value: deepFreeze(out) };
}

const jsonSchemas = new WeakMap<object, unknown>();

/** The type's JSON Schema, or null when ArkType cannot express it. Computed once per type. */
export function jsonSchemaOf(schema: AnyType | undefined): unknown {
  if (schema === undefined) return null;
  if (jsonSchemas.has(schema)) return jsonSchemas.get(schema);
  const known = precompiled(schema);
  const json = known !== undefined && "jsonSchema" in known ? known.jsonSchema : convert(schema);
  jsonSchemas.set(schema, json);
  return json;
}

function convert(schema: AnyType): unknown {
  try {
    return schema.toJsonSchema();
  } catch {
    return null;
  }
}
