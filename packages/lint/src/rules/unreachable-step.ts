// `unreachable-step`: a step no path from the entry step reaches (dead code; it never runs).
import type { LintDiagnostic } from "../lint-diagnostic.js";
import type { WorkflowContext } from "../workflow-context.js";
import { reachableFromEntry } from "./reachability.js";

const rule = "unreachable-step";

export function unreachableStep(context: WorkflowContext): LintDiagnostic[] {
  const { definition } = context;
  const reachable = reachableFromEntry(definition);
  return Object.keys(definition.steps)
    .filter((step) => !reachable.has(step))
    .map((step) => ({
      rule,
      severity: "warning",
      message: `no path from the entry step "${definition.entry}" reaches this step, so it never runs; link it into the workflow or remove it`,
      step,
    }));
}
