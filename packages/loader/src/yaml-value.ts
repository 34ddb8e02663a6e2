// Frontmatter values as plain data: every scalar keeps its source text.

/** A frontmatter value: text, a list, or a mapping with text keys. */
export type YamlValue = string | readonly YamlValue[] | { readonly [key: string]: YamlValue };

/** True for a mapping value (a plain object), false for text and lists. */
export function isYamlMapping(value: YamlValue | undefined): value is { readonly [key: string]: YamlValue } {
  return typeof value === "object" && !Array.isArray(value);
}

/** True for a list value. */
export function isYamlList(value: YamlValue | undefined): value is readonly YamlValue[] {
  return Array.isArray(value);
}
