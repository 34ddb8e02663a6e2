// A scan as a SARIF 2.1.0 log (the format GitHub code scanning reads): one run, every rule in the
// driver, one result per finding with a URI relative to the scanned root (`%SRCROOT%`) and a stable
// fingerprint, suppressed findings with an accepted external suppression.
import { createHash } from "node:crypto";
import { isAbsolute, relative, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import type { Finding } from "./finding.js";
import { rulesDocument, sarifRule } from "./sarif-rules.js";
import { scanRules } from "./scan-rules.js";

export interface SarifOptions {
  /** The tool's version in the log. */
  readonly version: string;
  /** The folder URIs are relative to (`%SRCROOT%`); default the current folder. A finding's skill is resolved from the current folder; files outside the root get absolute `file:` URIs. */
  readonly root?: string;
}

const rootId = "%SRCROOT%";

/** Where a finding's file is: relative to the root (each segment percent-encoded), or an absolute `file:` URI outside it. */
function locationOf(finding: Finding, root: string): { uri: string; uriBaseId?: string } {
  const file = resolve(finding.skill, finding.path);
  const inRoot = relative(root, file);
  if (inRoot === "" || inRoot === ".." || inRoot.startsWith(`..${sep}`) || isAbsolute(inRoot))
    return { uri: pathToFileURL(file).href };
  return { uri: inRoot.split(sep).map(encodeURIComponent).join("/"), uriBaseId: rootId };
}

/** Rule, file and the line's text (not its number): the same finding keeps its fingerprint when lines move. */
function fingerprints(findings: readonly Finding[], uris: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return findings.map((finding, index) => {
    const key = createHash("sha256")
      .update([finding.rule, uris[index] ?? "", finding.lineHash ?? finding.message].join("\0"))
      .digest("hex")
      .slice(0, 32);
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    return `${key}:${String(occurrence)}`;
  });
}

export function sarifReport(findings: readonly Finding[], options: SarifOptions): Record<string, unknown> {
  const root = resolve(options.root ?? ".");
  const ruleIndex = new Map(scanRules.map((rule, index) => [rule.id, index]));
  const locations = findings.map((finding) => locationOf(finding, root));
  const prints = fingerprints(
    findings,
    locations.map((location) => location.uri),
  );
  return {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "skill-kit scan",
            version: options.version,
            informationUri: rulesDocument,
            rules: scanRules.map(sarifRule),
          },
        },
        originalUriBaseIds: { [rootId]: { uri: `${pathToFileURL(root).href.replace(/\/$/, "")}/` } },
        columnKind: "utf16CodeUnits",
        results: findings.map((finding, index) => ({
          ruleId: finding.rule,
          ruleIndex: ruleIndex.get(finding.rule) ?? -1,
          level: finding.level,
          message: { text: finding.message },
          locations: [
            {
              physicalLocation: {
                artifactLocation: locations[index],
                ...(finding.line === undefined ? {} : { region: { startLine: finding.line, startColumn: finding.column ?? 1 } }),
              },
            },
          ],
          partialFingerprints: { "skillKitFindingHash/v1": prints[index] },
          ...(finding.suppressed === undefined
            ? {}
            : { suppressions: [{ kind: "external", status: "accepted", justification: finding.suppressed }] }),
        })),
      },
    ],
  };
}
