// `host-branching-density`: host-specific wording spread over several steps.
import type { LintDiagnostic } from "../lint-diagnostic.js";
import type { WorkflowContext } from "../workflow-context.js";

const rule = "host-branching-density";

/** True when the source branches on the host's tools (`host.toolsAvailable.includes(…)`, any binding name). */
export function branchesOnHostTools(source: string): boolean {
  return /\btoolsAvailable\s*\.\s*includes\s*\(/.test(source);
}

export function hostBranchingDensity(context: WorkflowContext): LintDiagnostic[] {
  const steps = context.probes
    .filter((probe) => probe.source !== undefined && branchesOnHostTools(probe.source))
    .map((probe) => probe.step);
  if (steps.length <= 1) return [];
  return [
    {
      rule,
      severity: "warning",
      message: `${steps.length} steps branch on host.toolsAvailable.includes (${steps.join(", ")}); prefer act primitives, which adapt to the host, or keep the host-specific wording in one shared fragment`,
    },
  ];
}
