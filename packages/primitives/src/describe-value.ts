// A short description of a value for "expected …, found …" messages.

const longest = 40;

/** Describes `value` briefly: strings quoted (and shortened), arrays by length, objects by kind. */
export function describeValue(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (typeof value === "string") {
    const points = Array.from(value);
    const shown = points.length > longest ? `${points.slice(0, longest).join("")}…` : value;
    return JSON.stringify(shown);
  }
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === "object") return "an object";
  if (typeof value === "function") return "a function";
  if (typeof value === "symbol") return "a symbol";
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") {
    return `${typeof value} ${value.toString()}`;
  }
  return typeof value;
}
