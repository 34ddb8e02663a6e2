// Lenient YAML: simple frontmatter read directly, plain block YAML by the reference reader, the rest by the `yaml` package.
import { parseYamlPackage, type YamlLimits, type YamlParseResult } from "./parse-yaml-package.js";
import { isReferenceMap } from "../python-text.js";
import { loadReferenceYaml } from "../reference-yaml/load-reference-yaml.js";
import { scanSimpleYaml, type SimpleYamlSnag } from "../reference-yaml/load-simple-yaml.js";
import { toYamlValue } from "../reference-yaml/to-yaml-value.js";

export type { YamlIssue, YamlLimits, YamlParseResult } from "./parse-yaml-package.js";

/**
 * The `yaml` package's result for simple frontmatter whose only trouble is `: ` in plain values
 * (`snags`, all of kind `colon`): each `: ` opens a mapping it refuses on that line, and the first
 * error is at the first such value. Undefined for other snags.
 */
export function snagResult(snags: readonly SimpleYamlSnag[]): YamlParseResult | undefined {
  const first = snags[0];
  if (first === undefined || !snags.every((snag) => snag.kind === "colon")) return undefined;
  const error = {
    code: "BLOCK_AS_IMPLICIT_KEY",
    message: "Nested mappings are not allowed in compact mappings",
    line: first.line + 1,
    column: first.valueStart - first.lineStart + 1,
  };
  return { ok: false, error, errorLines: snags.flatMap((snag) => snag.colons.map(() => snag.line + 1)) };
}

/**
 * Parses frontmatter YAML; `null`, numbers and booleans stay text. Simple frontmatter (one-line
 * entries, one-line lists of plain words) is read directly, other plain block YAML by the reference
 * reader (both give the `yaml` package's values); anything they refuse (flow style, anchors,
 * duplicate keys, …) goes to the `yaml` package with the failsafe schema and the limits. Simple
 * frontmatter with `: ` in plain values gets the `yaml` package's error without loading it (the
 * reference reader refuses such text too).
 */
export function parseFrontmatterYaml(text: string, limits: YamlLimits): YamlParseResult {
  const simple = scanSimpleYaml(text, { maxDepth: limits.maxDepth, flowLists: { maxNodes: limits.maxNodes } });
  if (simple?.ok === true) return { ok: true, value: toYamlValue(simple.value), warnings: [] };
  const snagged = simple === undefined ? undefined : snagResult(simple.snags);
  if (snagged !== undefined) return snagged;
  const fast = loadReferenceYaml(text, { maxDepth: limits.maxDepth });
  if (fast.ok && isReferenceMap(fast.value)) return { ok: true, value: toYamlValue(fast.value), warnings: [] };
  return parseYamlPackage(text, limits);
}
