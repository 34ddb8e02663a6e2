// The `enum` properties of a response schema's JSON Schema (a list of them for multi-select answers).
import { isRecord } from "@skill-kit/core/internal";

export interface EnumProperty {
  readonly name: string;
  readonly values: readonly unknown[];
}

/** Top-level properties whose schema, or whose `items` schema, is an `enum`. */
export function enumProperties(schema: unknown): EnumProperty[] {
  const properties: unknown = isRecord(schema) ? schema.properties : undefined;
  if (!isRecord(properties)) return [];
  const found: EnumProperty[] = [];
  for (const [name, property] of Object.entries(properties)) {
    const values = enumOf(property) ?? (isRecord(property) ? enumOf(property.items) : undefined);
    if (values !== undefined) found.push({ name, values });
  }
  return found;
}

function enumOf(schema: unknown): readonly unknown[] | undefined {
  if (!isRecord(schema)) return undefined;
  const values: unknown = schema.enum;
  return Array.isArray(values) ? values : undefined;
}

/** The property sharing the most values with `optionValues` (the first one on a tie). */
export function closestProperty(properties: readonly EnumProperty[], optionValues: readonly string[]): EnumProperty | undefined {
  let best: EnumProperty | undefined;
  let bestShared = -1;
  for (const property of properties) {
    const shared = optionValues.filter((value) => property.values.includes(value)).length;
    if (shared > bestShared) {
      best = property;
      bestShared = shared;
    }
  }
  return best;
}
