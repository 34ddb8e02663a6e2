// Parses a `--tools` value.

/** Splits `text` on commas, trims each name and drops empty ones: `"a, b,,c"` → `["a", "b", "c"]`. */
export function parseToolList(text: string): string[] {
  return text
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");
}
