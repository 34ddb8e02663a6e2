// The one test for "a JSON object" that skill-kit's packages share (through `@skill-kit/core/internal`).

/** True for a non-null object that is not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
