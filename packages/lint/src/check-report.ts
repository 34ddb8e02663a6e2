// The human form of a check (what `skill-kit check` prints): one line per diagnostic, then a summary line.
import type { LintDiagnostic } from "./lint-diagnostic.js";

/** `✗|⚠ <rule>[ [step]|[file]]: <message>` */
export function diagnosticLine(diagnostic: LintDiagnostic): string {
  const mark = diagnostic.severity === "error" ? "✗" : "⚠";
  const place = diagnostic.step ?? diagnostic.file;
  return `${mark} ${diagnostic.rule}${place === undefined ? "" : ` [${place}]`}: ${diagnostic.message}`;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

export function summaryLine(skillName: string, diagnostics: readonly LintDiagnostic[]): string {
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === "error").length;
  const warnings = diagnostics.length - errors;
  if (errors > 0) return `✗ ${count(errors, "error")}${warnings > 0 ? `, ${count(warnings, "warning")}` : ""} in ${skillName}`;
  if (warnings > 0) return `⚠ ${count(warnings, "warning")} in ${skillName}`;
  return `✓ no issues found in ${skillName}`;
}

export function checkReport(skillName: string, diagnostics: readonly LintDiagnostic[]): string {
  return [...diagnostics.map(diagnosticLine), summaryLine(skillName, diagnostics), ""].join("\n");
}
