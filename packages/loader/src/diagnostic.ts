// Findings as data: what a check expected, what it found, and where. Never printed here.

/** How serious a finding is: an error fails the check, a warning does not. */
export type Severity = "error" | "warning";

/** One finding of a check. `path` is the file (or folder) it is about. */
export interface Diagnostic {
  readonly rule: string;
  readonly severity: Severity;
  readonly message: string;
  readonly path?: string;
}

function build(severity: Severity, rule: string, message: string): (path?: string) => Diagnostic {
  return (path) => (path === undefined ? { rule, severity, message } : { rule, severity, message, path });
}

/** An error diagnostic; `path` is left out when not known. */
export function errorDiagnostic(rule: string, message: string, path?: string): Diagnostic {
  return build("error", rule, message)(path);
}

/** A warning diagnostic; `path` is left out when not known. */
export function warningDiagnostic(rule: string, message: string, path?: string): Diagnostic {
  return build("warning", rule, message)(path);
}

/** True when any finding is an error: loader diagnostics, or any others with a `severity` (lint's re-exports this). */
export function hasErrors(diagnostics: readonly { readonly severity: Severity }[]): boolean {
  return diagnostics.some((item) => item.severity === "error");
}
