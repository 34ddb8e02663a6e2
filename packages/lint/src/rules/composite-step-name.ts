// `composite-step-name`: a dispatcher step named `a/b` would be read as sub-skill `a`, step `b`.
import type { LintDiagnostic } from "../lint-diagnostic.js";
import type { WorkflowContext } from "../workflow-context.js";

const rule = "composite-step-name";

export function compositeStepName(context: WorkflowContext): LintDiagnostic[] {
  const { definition } = context;
  if (definition.subskills === undefined && definition.topics === undefined) return [];
  return Object.keys(definition.steps)
    .filter((step) => step.includes("/"))
    .map((step) => ({
      rule,
      severity: "error",
      message: `dispatcher step "${step}" contains "/", which composite skills use for qualified sub-skill steps (sub-skill/step); rename it`,
      step,
    }));
}
