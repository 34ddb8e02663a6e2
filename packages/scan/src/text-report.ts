// The human form of a scan: one line per finding, then a count.
import type { Finding } from "./finding.js";

function location(finding: Finding): string {
  const file = `${finding.skill.replace(/[\\/]$/, "")}/${finding.path}`;
  return finding.line === undefined ? file : `${file}:${String(finding.line)}:${String(finding.column ?? 1)}`;
}

export function textReport(findings: readonly Finding[], skills: number): string {
  const lines = findings.map((finding) => {
    const mark = finding.suppressed !== undefined ? "-" : finding.level === "error" ? "✗" : "⚠";
    const suppressed = finding.suppressed === undefined ? "" : ` (suppressed: ${finding.suppressed})`;
    return `${mark} ${finding.rule} ${location(finding)}: ${finding.message}${suppressed}\n`;
  });
  const open = findings.filter((finding) => finding.suppressed === undefined);
  const errors = open.filter((finding) => finding.level === "error").length;
  const summary = `${String(skills)} skill(s) scanned: ${String(errors)} error(s), ${String(open.length - errors)} warning(s), ${String(findings.length - open.length)} suppressed\n`;
  return lines.join("") + summary;
}
