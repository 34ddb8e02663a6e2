// Reading the studio's JSON answers without trusting their shape: each reader throws a
// DecodeError naming the field that is missing or of the wrong type.
export type JsonObject = Readonly<Record<string, unknown>>;

class DecodeError extends Error {}

export function isRecord(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function objectOf(value: unknown, what: string): JsonObject {
  if (!isRecord(value)) throw new DecodeError(`${what}: not an object`);
  return value;
}

export function textOf(from: JsonObject, key: string): string {
  const value = from[key];
  if (typeof value !== "string") throw new DecodeError(`${key}: not a string`);
  return value;
}

export function optionalTextOf(from: JsonObject, key: string): string | undefined {
  const value = from[key];
  return typeof value === "string" ? value : undefined;
}

export function numberOf(from: JsonObject, key: string): number {
  const value = from[key];
  if (typeof value !== "number") throw new DecodeError(`${key}: not a number`);
  return value;
}

export function optionalNumberOf(from: JsonObject, key: string): number | undefined {
  const value = from[key];
  return typeof value === "number" ? value : undefined;
}

export function listOf<T>(from: JsonObject, key: string, item: (value: unknown) => T): T[] {
  const value = from[key];
  if (!Array.isArray(value)) throw new DecodeError(`${key}: not a list`);
  return value.map((entry: unknown) => item(entry));
}

export function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T {
  const found = allowed.find((candidate) => candidate === value);
  if (found === undefined) throw new DecodeError(`${String(value)}: not one of ${allowed.join(", ")}`);
  return found;
}
