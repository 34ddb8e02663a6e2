// Runs every rule over a prepared input and ties each finding to its skill; suppressed findings are kept,
// marked with their reason. `scanSkill` prepares the input with `textFiles`; the tests also with `everyTextFile`.
import type { Finding } from "./finding.js";
import { ruleChecks } from "./rules/all-rules.js";
import type { ScanInput } from "./rules/rule.js";
import { suppressionFor, type Suppression } from "./suppressions.js";

export interface RunRulesOptions {
  readonly suppressions: readonly Suppression[];
  /** The name suppressions match. */
  readonly skillName: string;
}

export function runRules(input: ScanInput, options: RunRulesOptions): Finding[] {
  return ruleChecks.flatMap(({ rule, check }) =>
    check(input).map((found): Finding => {
      const suppression = suppressionFor(options.suppressions, { skill: options.skillName, rule: found.rule, path: found.path });
      return {
        ...found,
        level: rule.level,
        skill: input.contents.skill,
        ...(suppression === undefined ? {} : { suppressed: suppression.reason }),
      };
    }),
  );
}
