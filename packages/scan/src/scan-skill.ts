// Scans one skill's contents with every rule; suppressed findings are kept, marked with their reason.
import type { Finding } from "./finding.js";
import { withLineHashes } from "./line-hash.js";
import { runRules } from "./run-rules.js";
import type { SkillContents } from "./skill-contents.js";
import type { Suppression } from "./suppressions.js";
import { textFiles } from "./text-files.js";

export interface ScanOptions {
  /** Findings the project accepts (see `parseSuppressions`). */
  readonly suppressions?: readonly Suppression[];
  /** The name suppressions match (default: the last segment of `contents.skill`). */
  readonly skillName?: string;
}

/** The last segment of a skill folder's path: what suppressions match by default. */
function skillNameOf(skill: string): string {
  return (
    skill
      .split(/[\\/]/)
      .filter((part) => part !== "")
      .at(-1) ?? skill
  );
}

export function scanSkill(contents: SkillContents, options: ScanOptions = {}): Finding[] {
  const suppressions = options.suppressions ?? [];
  const texts = textFiles(contents);
  const findings = runRules(
    { contents, ...texts },
    // Without suppressions no name is matched, and none is worked out.
    { suppressions, skillName: options.skillName ?? (suppressions.length === 0 ? "" : skillNameOf(contents.skill)) },
  );
  return withLineHashes(findings, texts.texts);
}

/** True when a finding that is not suppressed is an error: `skill-kit scan` exits 1, `skill-kit add` refuses. */
export function hasBlockingFindings(findings: readonly Finding[]): boolean {
  return findings.some((finding) => finding.level === "error" && finding.suppressed === undefined);
}
