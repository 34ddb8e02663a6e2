// Lenient YAML: simple frontmatter read directly, plain block YAML by the reference reader, the rest by the `yaml` package.
import { parseYamlPackage, type YamlLimits, type YamlParseResult } from "./parse-yaml-package.js";
import { isReferenceMap } from "../python-text.js";
import { loadReferenceYaml } from "../reference-yaml/load-reference-yaml.js";
import { loadSimpleYaml } from "../reference-yaml/load-simple-yaml.js";
import { toYamlValue } from "../strict/read-reference-properties.js";

export type { YamlIssue, YamlLimits, YamlParseResult } from "./parse-yaml-package.js";

/**
 * Parses frontmatter YAML; `null`, numbers and booleans stay text. Simple frontmatter (one-line
 * entries, one-line lists of plain words) is read directly, other plain block YAML by the reference
 * reader (both give the `yaml` package's values); anything they refuse (flow style, anchors,
 * duplicate keys, …) goes to the `yaml` package with the failsafe schema and the limits.
 */
export function parseFrontmatterYaml(text: string, limits: YamlLimits): YamlParseResult {
  const simple = loadSimpleYaml(text, { maxDepth: limits.maxDepth, flowLists: { maxNodes: limits.maxNodes } });
  if (simple !== undefined) return { ok: true, value: toYamlValue(simple), warnings: [] };
  const fast = loadReferenceYaml(text, { maxDepth: limits.maxDepth });
  if (fast.ok && isReferenceMap(fast.value)) return { ok: true, value: toYamlValue(fast.value), warnings: [] };
  return parseYamlPackage(text, limits);
}
