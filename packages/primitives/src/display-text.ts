// How render helpers print a value: `String(value ?? "")`, as the existing system does.

/** `""` for null and undefined, otherwise `String(value)` (so objects print as `[object Object]`). */
export function displayText(value: unknown): string {
  // Kept `unknown` on purpose: plain `String()` conversion is the documented behaviour.
  const shown: unknown = value ?? "";
  return String(shown);
}
