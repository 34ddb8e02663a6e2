// `cycle-guard`: steps on a cycle need `maxVisits`, and a guard must be one the engine can follow.
import { implicitVisitLimit, stepGraph, type StepConfig } from "@skill-kit/core";
import type { Diagnostic } from "../diagnostic.js";
import { isKnownRoute } from "../routes.js";
import type { WorkflowContext } from "../workflow-context.js";

const rule = "cycle-guard";

export function cycleGuard(context: WorkflowContext): Diagnostic[] {
  const { definition } = context;
  const { cycleMembers } = stepGraph(definition);
  const diagnostics: Diagnostic[] = [];
  for (const [step, { config }] of Object.entries(definition.steps)) {
    for (const message of guardProblems(step, config, (target) => target in definition.steps || isKnownRoute(definition, target))) {
      diagnostics.push({ rule, severity: "error", message, step });
    }
    if (config.onMaxVisits !== undefined && config.maxVisits === undefined) {
      diagnostics.push({ rule, severity: "warning", message: `onMaxVisits "${config.onMaxVisits}" is never used: the step has no maxVisits`, step });
    }
    if (cycleMembers.has(step) && config.maxVisits === undefined) {
      diagnostics.push({
        rule,
        severity: "warning",
        message: `step is on a cycle and has no maxVisits, so the run fails after the implicit limit of ${implicitVisitLimit} visits; add maxVisits and onMaxVisits`,
        step,
      });
    }
  }
  return diagnostics;
}

/** What the engine would refuse or loop on: a bad limit, or an `onMaxVisits` it cannot follow. */
function guardProblems(step: string, config: StepConfig, exists: (target: string) => boolean): string[] {
  const problems: string[] = [];
  const { maxVisits, onMaxVisits } = config;
  if (maxVisits !== undefined && (!Number.isInteger(maxVisits) || maxVisits < 1)) {
    problems.push(`maxVisits must be a positive integer, found ${String(maxVisits)}`);
  }
  if (onMaxVisits === undefined) return problems;
  if (onMaxVisits === "self" || onMaxVisits === step) {
    problems.push(`onMaxVisits "${onMaxVisits}" sends the run back into the step whose visits are used up; name another step`);
  } else if (!exists(onMaxVisits)) {
    problems.push(`onMaxVisits "${onMaxVisits}" is not a step of this skill nor a registered sub-skill or topic`);
  }
  return problems;
}
