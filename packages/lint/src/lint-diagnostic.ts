// Lint findings as data: which rule, how serious, what was found, and where. Never printed here.
import type { Severity } from "@skill-kit/loader";

/**
 * One finding of a lint rule. `step` names the step it is about, `file` a path relative to the skill
 * folder. An error fails `skill-kit check` (exit 1); a warning does not.
 */
export interface LintDiagnostic {
  readonly rule: string;
  readonly severity: Severity;
  readonly message: string;
  readonly step?: string;
  readonly file?: string;
}
