// Lenient frontmatter: split, size and depth limits, YAML with one repair attempt, a mapping at the top.
import { parseFrontmatterYaml, snagResult, type YamlIssue, type YamlLimits } from "./parse-frontmatter-yaml.js";
import { repairFrontmatter } from "./repair-frontmatter.js";
import { splitFrontmatter } from "./split-frontmatter.js";
import { yamlNestingDepth } from "./yaml-nesting-depth.js";
import { checkLimit } from "../check-limit.js";
import { scanSimpleYaml } from "../reference-yaml/load-simple-yaml.js";
import { toYamlValue } from "../reference-yaml/to-yaml-value.js";
import { errorDiagnostic, warningDiagnostic, type Diagnostic } from "../diagnostic.js";
import type { YamlMapping } from "../skill.js";
import { isYamlMapping } from "../yaml-value.js";

/** Limits for frontmatter; defaults: 64 KiB, 64 levels, 100 aliases, 10,000 values. */
export interface FrontmatterLimits {
  readonly maxFrontmatterChars?: number;
  readonly maxYamlDepth?: number;
  readonly maxAliasCount?: number;
  readonly maxYamlNodes?: number;
}

/** The frontmatter mapping and body, or only the diagnostics that explain why not. */
export type FrontmatterResult =
  | { readonly ok: true; readonly frontmatter: YamlMapping; readonly body: string; readonly diagnostics: readonly Diagnostic[] }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

function where(issue: YamlIssue, firstLine: number): string {
  return `line ${firstLine + issue.line - 1}, column ${issue.column}`;
}

/**
 * For frontmatter the simple reader reads (snags included), `yamlNestingDepth` is at most 2 (one nested block) plus
 * one per `[` or `{` (each may open a flow level), so below the limit it need not be computed.
 */
function withinSimpleNestingBound(yaml: string, maxDepth: number): boolean {
  let brackets = 0;
  for (const bracket of ["[", "{"]) {
    for (let at = yaml.indexOf(bracket); at !== -1; at = yaml.indexOf(bracket, at + 1)) {
      brackets += 1;
      if (2 + brackets > maxDepth) return false;
    }
  }
  return 2 <= maxDepth;
}

/** Reads the frontmatter of SKILL.md text the way the client guide asks: tolerant, bounded, one repair. */
export function loadFrontmatter(text: string, limits: FrontmatterLimits, path?: string): FrontmatterResult {
  checkLimit("maxFrontmatterChars", limits.maxFrontmatterChars, 0);
  checkLimit("maxYamlDepth", limits.maxYamlDepth, 1);
  checkLimit("maxAliasCount", limits.maxAliasCount, 0);
  checkLimit("maxYamlNodes", limits.maxYamlNodes, 1);
  const split = splitFrontmatter(text, path);
  if (!split.ok) return split;
  const diagnostics = [...split.diagnostics];
  const fail = (rule: string, message: string): FrontmatterResult => ({
    ok: false,
    diagnostics: [...diagnostics, errorDiagnostic(rule, message, path)],
  });
  const { yaml, body, yamlStartLine } = split.parts;
  const maxChars = limits.maxFrontmatterChars ?? 65_536;
  if (yaml.length > maxChars)
    return fail("frontmatter-too-large", `frontmatter is ${yaml.length} characters; the limit is ${maxChars}`);
  const maxDepth = limits.maxYamlDepth ?? 64;
  const yamlLimits: YamlLimits = {
    maxAliasCount: limits.maxAliasCount ?? 100,
    maxNodes: limits.maxYamlNodes ?? 10_000,
    maxDepth,
  };
  const simple = scanSimpleYaml(yaml, { maxDepth, flowLists: { maxNodes: yamlLimits.maxNodes } });
  const shallow = simple !== undefined && withinSimpleNestingBound(yaml, maxDepth) ? simple : undefined;
  const simpleValue = shallow?.ok === true ? toYamlValue(shallow.value) : undefined;
  if (isYamlMapping(simpleValue)) return { ok: true, frontmatter: simpleValue, body, diagnostics };
  if (shallow === undefined) {
    const depth = yamlNestingDepth(yaml, maxDepth);
    if (depth > maxDepth) return fail("yaml-too-deep", `frontmatter nests deeper than ${maxDepth} levels; it was not parsed`);
  }
  // Simple frontmatter with snags: what parseFrontmatterYaml would find, without scanning it again.
  let parsed =
    shallow?.ok === false
      ? (snagResult(shallow.snags) ?? parseFrontmatterYaml(yaml, yamlLimits))
      : parseFrontmatterYaml(yaml, yamlLimits);
  if (!parsed.ok && parsed.error.code.startsWith("yaml-")) {
    return fail(
      parsed.error.code,
      `frontmatter YAML at ${where(parsed.error, yamlStartLine)}: ${parsed.error.message}; it was not loaded`,
    );
  }
  if (!parsed.ok) {
    const original = parsed.error;
    const repair = repairFrontmatter(yaml, parsed.errorLines);
    parsed = repair === undefined ? parsed : parseFrontmatterYaml(repair.text, yamlLimits);
    if (!parsed.ok || repair === undefined) {
      return fail("yaml-invalid", `frontmatter is not valid YAML at ${where(original, yamlStartLine)}: ${original.message}`);
    }
    const done = repair.lines.map((item) => `${item.action} on line ${yamlStartLine + item.line - 1}`).join(", ");
    const message = `frontmatter is not valid YAML at ${where(original, yamlStartLine)} (${original.message}); it was read after one repair: ${done}`;
    diagnostics.push(warningDiagnostic("yaml-repaired", message, path));
  }
  for (const warning of parsed.warnings) {
    diagnostics.push(
      warningDiagnostic(warning.code, `frontmatter at ${where(warning, yamlStartLine)}: ${warning.message}`, path),
    );
  }
  if (!isYamlMapping(parsed.value))
    return fail("frontmatter-not-mapping", "frontmatter must be a YAML mapping of fields; found text or a list");
  return { ok: true, frontmatter: parsed.value, body, diagnostics };
}
