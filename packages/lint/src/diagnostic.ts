// Lint findings as data: which rule, how serious, what was found, and where. Never printed here.

/** An error fails `skill-kit check` (exit 1); a warning does not. */
export type Severity = "error" | "warning";

/** One finding. `step` names the step it is about, `file` a path relative to the skill folder. */
export interface Diagnostic {
  readonly rule: string;
  readonly severity: Severity;
  readonly message: string;
  readonly step?: string;
  readonly file?: string;
}

/** True when any diagnostic is an error. */
export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((diagnostic) => diagnostic.severity === "error");
}
