// The human report of a validation (what `skill-kit validate` prints): one line per invalid skill, cross-skill findings, a summary.
import type { HostProfile, SkillReport } from "./skill-check.js";
import type { ValidationReport } from "./validate-skills.js";

/** The rules the report was made with, as the summary names them. */
export type ValidateMode = "strict" | "lenient" | HostProfile;

/**
 * A message on one line. Multi-line YAML errors (the reference's strictyaml form) keep their first
 * line, the lines that say what was found, and the first position.
 */
function oneLine(message: string): string {
  const [head = "", ...rest] = message.split("\n");
  const found = rest.filter((line) => line.trim() !== "" && !line.startsWith(" "));
  const position = /line (\d+), column (\d+)/.exec(message);
  const where = position === null || rest.length === 0 ? "" : ` (line ${position[1] ?? ""}, column ${position[2] ?? ""})`;
  return `${head}${found.length === 0 ? "" : ` — ${found.join("; ")}`}${where}`;
}
const count = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? "" : "s"}`;

function modeLabel(mode: ValidateMode): string {
  if (mode === "strict") return "strict: the reference validator's rules";
  return mode === "lenient" ? "lenient" : `${mode} profile`;
}

function catalogLine(report: ValidationReport): string | undefined {
  const { catalog } = report;
  if (catalog.shortened + catalog.nameOnly === 0) return undefined;
  if (catalog.fullChars <= catalog.budget) {
    return `⚠ catalog: ${count(catalog.shortened, "description")} over ${catalog.maxEntryChars} characters (with when_to_use) will be shortened in the skill listing`;
  }
  const names = catalog.overBudget ? "; even the names alone exceed it" : "";
  return `⚠ catalog: ${count(catalog.listed, "skill")} need ${catalog.fullChars} characters, over the budget of ${catalog.budget}: ${catalog.shortened} shortened, ${catalog.nameOnly} listed by name only${names}`;
}

function summary(
  reports: readonly SkillReport[],
  input: { readonly report: ValidationReport; readonly mode: ValidateMode; readonly verbose: boolean },
): string {
  const invalid = reports.filter((report) => !report.valid).length;
  const warned = reports.filter((report) => report.warnings.length > 0).length;
  const failed = invalid > 0 || input.report.duplicates.length > 0;
  const warnings = reports.reduce((sum, report) => sum + report.warnings.length, 0);
  // Valid with warnings is not a clean ✓: a repaired frontmatter may not say what its author meant.
  const mark = failed ? "✗" : warned > 0 ? "⚠" : "✓";
  const head =
    invalid > 0 ? `✗ ${invalid} of ${count(reports.length, "skill")} invalid` : `${mark} ${count(reports.length, "skill")} valid`;
  const parts = [`${head} (${modeLabel(input.mode)})`];
  if (input.report.duplicates.length > 0) parts.push(`${count(input.report.duplicates.length, "name")} used more than once`);
  if (warned > 0) parts.push(`${warned} with ${count(warnings, "warning")}${input.verbose ? "" : " (--verbose lists them)"}`);
  return parts.join(", ");
}

/** The report text, ending with a newline. */
export function validateReport(
  report: ValidationReport,
  input: { readonly mode: ValidateMode; readonly verbose: boolean },
): string {
  const lines: string[] = [];
  for (const skill of report.skills) {
    if (!skill.valid) lines.push(`✗ ${skill.dir}: ${skill.errors.map(oneLine).join("; ")}`);
    if (input.verbose) lines.push(...skill.warnings.map((warning) => `⚠ ${skill.dir}: ${oneLine(warning)}`));
  }
  for (const duplicate of report.duplicates) lines.push(`✗ duplicate name '${duplicate.name}': ${duplicate.dirs.join(", ")}`);
  const catalog = catalogLine(report);
  if (catalog !== undefined) lines.push(catalog);
  lines.push(summary(report.skills, { report, mode: input.mode, verbose: input.verbose }));
  return `${lines.join("\n")}\n`;
}
