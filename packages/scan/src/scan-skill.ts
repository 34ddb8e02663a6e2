// Scans one skill's contents with every rule; suppressed findings are kept, marked with their reason.
import type { Finding } from "./finding.js";
import { ruleChecks } from "./rules/all-rules.js";
import type { SkillContents } from "./skill-contents.js";
import { suppressionFor, type Suppression } from "./suppressions.js";
import { textFiles } from "./text-files.js";

export interface ScanOptions {
  /** Findings the project accepts (see `parseSuppressions`). */
  readonly suppressions?: readonly Suppression[];
  /** The name suppressions match (default: the last segment of `contents.skill`). */
  readonly skillName?: string;
}

export function scanSkill(contents: SkillContents, options: ScanOptions = {}): Finding[] {
  const input = { contents, ...textFiles(contents) };
  const name =
    options.skillName ??
    contents.skill
      .split(/[\\/]/)
      .filter((part) => part !== "")
      .at(-1) ??
    contents.skill;
  return ruleChecks.flatMap(({ rule, check }) =>
    check(input).map((found): Finding => {
      const suppression = suppressionFor(options.suppressions ?? [], { skill: name, rule: found.rule, path: found.path });
      return {
        ...found,
        level: rule.level,
        skill: contents.skill,
        ...(suppression === undefined ? {} : { suppressed: suppression.reason }),
      };
    }),
  );
}

/** True when a finding that is not suppressed is an error: `skill-kit scan` exits 1, `skill-kit add` refuses. */
export function hasBlockingFindings(findings: readonly Finding[]): boolean {
  return findings.some((finding) => finding.level === "error" && finding.suppressed === undefined);
}
