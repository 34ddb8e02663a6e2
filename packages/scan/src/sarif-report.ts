// A scan as a SARIF 2.1.0 log (the format GitHub code scanning reads): one run, every rule in the
// driver, one result per finding, suppressed findings with an accepted external suppression.
import type { Finding } from "./finding.js";
import { scanRules } from "./scan-rules.js";

export interface SarifOptions {
  /** The tool's version in the log. */
  readonly version: string;
  /** Turns a finding's skill folder and file into the URI a viewer opens (default: `<skill>/<path>`). */
  readonly uriOf?: (finding: Finding) => string;
}

const defaultUri = (finding: Finding): string => `${finding.skill.replaceAll("\\", "/").replace(/\/$/, "")}/${finding.path}`;

export function sarifReport(findings: readonly Finding[], options: SarifOptions): Record<string, unknown> {
  const uriOf = options.uriOf ?? defaultUri;
  const ruleIndex = new Map(scanRules.map((rule, index) => [rule.id, index]));
  return {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "skill-kit scan",
            version: options.version,
            informationUri: "https://github.com/skill-kit/skill-kit/blob/main/docs/installing.md",
            rules: scanRules.map((rule) => ({
              id: rule.id,
              shortDescription: { text: rule.reason },
              defaultConfiguration: { level: rule.level },
            })),
          },
        },
        results: findings.map((finding) => ({
          ruleId: finding.rule,
          ruleIndex: ruleIndex.get(finding.rule) ?? -1,
          level: finding.level,
          message: { text: finding.message },
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: encodeURI(uriOf(finding)) },
                ...(finding.line === undefined ? {} : { region: { startLine: finding.line, startColumn: finding.column ?? 1 } }),
              },
            },
          ],
          ...(finding.suppressed === undefined
            ? {}
            : { suppressions: [{ kind: "external", status: "accepted", justification: finding.suppressed }] }),
        })),
      },
    ],
  };
}
