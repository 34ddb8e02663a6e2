// skills-ref's `read_properties`: the lighter read used by `read-properties` and `to-prompt`.
import { pyStrip, type ReferenceValue } from "../python-text.js";
import { toYamlValue } from "../reference-yaml/to-yaml-value.js";
import type { YamlValue } from "../yaml-value.js";

/** What `read-properties` prints: name and description (stripped) and the optional keys that are set. */
export interface ReferenceProperties {
  readonly name: string;
  readonly description: string;
  readonly license?: YamlValue;
  readonly compatibility?: YamlValue;
  readonly "allowed-tools"?: YamlValue;
  readonly metadata?: YamlValue;
}

function isSet(value: ReferenceValue | undefined): value is ReferenceValue {
  if (value === undefined) return false;
  if (typeof value === "string") return value !== "";
  return value instanceof Map ? value.size > 0 : (value as readonly ReferenceValue[]).length > 0;
}

/** Properties, or the reference's error text (`ValidationError: …`). */
export function readReferenceProperties(
  metadata: ReadonlyMap<string, ReferenceValue>,
): { readonly ok: true; readonly properties: ReferenceProperties } | { readonly ok: false; readonly error: string } {
  for (const field of ["name", "description"]) {
    if (!metadata.has(field)) return { ok: false, error: `ValidationError: Missing required field in frontmatter: ${field}` };
  }
  const name = metadata.get("name");
  const description = metadata.get("description");
  if (typeof name !== "string" || pyStrip(name) === "") {
    return { ok: false, error: "ValidationError: Field 'name' must be a non-empty string" };
  }
  if (typeof description !== "string" || pyStrip(description) === "") {
    return { ok: false, error: "ValidationError: Field 'description' must be a non-empty string" };
  }
  const properties: Record<string, YamlValue> = { name: pyStrip(name), description: pyStrip(description) };
  for (const key of ["license", "compatibility", "allowed-tools", "metadata"]) {
    const value = metadata.get(key);
    if (isSet(value)) properties[key] = toYamlValue(value);
  }
  return { ok: true, properties: properties as unknown as ReferenceProperties };
}
