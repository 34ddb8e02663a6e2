// The reference's frontmatter split: text before the first and second `---` anywhere, then strictyaml.
import { pyStr, pyStrip, type ReferenceValue } from "../python-text.js";
import { loadReferenceYaml } from "../reference-yaml/load-reference-yaml.js";

/** Frontmatter as the reference reads it, or the reason it cannot. */
export type ReferenceFrontmatter =
  | { readonly ok: true; readonly metadata: ReadonlyMap<string, ReferenceValue>; readonly body: string }
  | { readonly ok: false; readonly rule: string; readonly message: string };

/** Python's universal-newline reading: `\r\n` and lone `\r` become `\n`. */
export function toPythonText(text: string): string {
  return text.includes("\r") ? text.replace(/\r\n?/g, "\n") : text;
}

/**
 * Splits and loads frontmatter exactly as skills-ref's `parse_frontmatter` does (`content` already
 * read with universal newlines): no BOM or leading blank line, `split("---", 2)`, strictyaml,
 * a mapping, and `metadata` values turned into text with Python's `str()`.
 */
export function parseReferenceFrontmatter(content: string): ReferenceFrontmatter {
  if (!content.startsWith("---")) {
    return { ok: false, rule: "frontmatter-start", message: "SKILL.md must start with YAML frontmatter (---)" };
  }
  const close = content.indexOf("---", 3);
  if (close === -1) {
    return { ok: false, rule: "frontmatter-unclosed", message: "SKILL.md frontmatter not properly closed with ---" };
  }
  const loaded = loadReferenceYaml(content.slice(3, close));
  if (!loaded.ok) return { ok: false, rule: "yaml-invalid", message: `Invalid YAML in frontmatter: ${loaded.message}` };
  if (!(loaded.value instanceof Map)) {
    return { ok: false, rule: "frontmatter-not-mapping", message: "SKILL.md frontmatter must be a YAML mapping" };
  }
  const metadata = new Map(loaded.value as ReadonlyMap<string, ReferenceValue>);
  const nested = metadata.get("metadata");
  if (nested instanceof Map) {
    const entries = [...(nested as ReadonlyMap<string, ReferenceValue>)].map(([key, value]) => [key, pyStr(value)] as const);
    metadata.set("metadata", new Map(entries));
  }
  return { ok: true, metadata, body: pyStrip(content.slice(close + 3)) };
}
