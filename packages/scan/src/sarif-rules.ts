// The scan's rules as SARIF reporting descriptors, with what GitHub code scanning reads: a
// `security-severity` (9.0 and over critical, 7.0 high, 4.0 medium, under 4.0 low), the `security`
// tag, a full description and help.
import type { ScanRule } from "./finding.js";

export const rulesDocument = "https://github.com/skill-kit/skill-kit/blob/main/docs/installing.md";

/** Rules whose finding means code or secrets leave the user's control at once. */
const critical = new Set(["download-execute", "encoded-execute", "secret-exfiltration", "concealed-credential-read"]);
/** Warnings that are more about care than about an attack. */
const low = new Set(["skill-md-unreadable", "archive"]);

function securitySeverity(rule: ScanRule): string {
  if (critical.has(rule.id)) return "9.0";
  if (rule.level === "error") return "7.5";
  return low.has(rule.id) ? "3.0" : "5.0";
}

/** `download-execute` → `DownloadExecute`: the rule's name as SARIF viewers show it. */
const nameOf = (id: string): string =>
  id
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("");

export function sarifRule(rule: ScanRule): Record<string, unknown> {
  const what = `${rule.level === "error" ? "Error" : "Warning"}: ${rule.reason}.`;
  return {
    id: rule.id,
    name: nameOf(rule.id),
    shortDescription: { text: rule.reason },
    fullDescription: { text: what },
    help: {
      text: `${what} Review the file; if the finding is accepted, suppress it with a reason in .skill-kit-scan.json (${rulesDocument}).`,
      markdown: `**${rule.id}** (${rule.level}): ${rule.reason}.\n\nReview the file; if the finding is accepted, suppress it with a reason in \`.skill-kit-scan.json\`. [The rules](${rulesDocument})`,
    },
    helpUri: rulesDocument,
    defaultConfiguration: { level: rule.level },
    properties: {
      "security-severity": securitySeverity(rule),
      tags: ["security"],
      precision: rule.level === "error" ? "high" : "medium",
    },
  };
}
