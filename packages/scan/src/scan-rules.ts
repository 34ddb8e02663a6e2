// The rule table: id, level and one-line reason of every rule the scan applies.
import type { ScanRule } from "./finding.js";
import { ruleChecks } from "./rules/all-rules.js";

export const scanRules: readonly ScanRule[] = ruleChecks.map((check) => check.rule);
