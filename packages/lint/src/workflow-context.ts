// What the per-workflow rules look at: the definition and its probed prompts, computed once.
import type { SkillDefinition } from "@skill-kit/core";
import type { LintDiagnostic } from "./lint-diagnostic.js";
import { probeSteps, type StepProbe } from "./probe/probe-steps.js";

export interface WorkflowContext {
  readonly definition: SkillDefinition;
  readonly probes: readonly StepProbe[];
}

export function workflowContext(definition: SkillDefinition): WorkflowContext {
  return { definition, probes: probeSteps(definition) };
}

/** A rule that looks at one workflow (the skill itself, or one of its sub-skills). */
export type WorkflowRule = (context: WorkflowContext) => LintDiagnostic[];
