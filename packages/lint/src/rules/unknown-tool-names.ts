// `unknown-tool-names`: a prompt branches on a tool that no host in the registry has.
import { hostRegistry } from "@skill-kit/core";
import type { LintDiagnostic } from "../lint-diagnostic.js";
import type { WorkflowContext } from "../workflow-context.js";

const rule = "unknown-tool-names";
const knownTools = new Set(Object.values(hostRegistry).flat());
const guardPattern = /\btoolsAvailable\s*\.\s*includes\s*\(\s*(["'`])([^"'`]*)\1\s*\)/g;

/** Tool names tested with `toolsAvailable.includes('<name>')` in a function's source. */
export function guardedToolNames(source: string): string[] {
  return [...new Set([...source.matchAll(guardPattern)].map((match) => match[2] ?? ""))];
}

export function unknownToolNames(context: WorkflowContext): LintDiagnostic[] {
  const diagnostics: LintDiagnostic[] = [];
  for (const probe of context.probes) {
    if (probe.source === undefined) continue;
    for (const name of guardedToolNames(probe.source)) {
      if (knownTools.has(name)) continue;
      diagnostics.push({
        rule,
        severity: "warning",
        message: `the prompt checks host.toolsAvailable.includes("${name}"), but no host in the registry has a tool "${name}" (check the spelling and case)`,
        step: probe.step,
      });
    }
  }
  return diagnostics;
}
