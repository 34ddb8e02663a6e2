// `dead-end`: a step from which no path ends the run, so every run through it fails or loops.
import type { SkillDefinition, StepConfig } from "@skill-kit/core";
import type { LintDiagnostic } from "../lint-diagnostic.js";
import { branchesOf, isTerminal } from "../next-forms.js";
import { isRoute } from "../routes.js";
import type { WorkflowContext } from "../workflow-context.js";
import { canReach, reachableFromEntry } from "./reachability.js";

const rule = "dead-end";

/**
 * True when the step itself can end the run: its `next` is `terminal`, a function (it may return
 * `terminal`), or a `subskill:`/`topic:` route (a branch or `onMaxVisits` route counts too).
 */
function canEndRun(config: StepConfig): boolean {
  const { next } = config;
  if (typeof next === "function" || isTerminal(next)) return true;
  if (typeof next === "string" && isRoute(next)) return true;
  if (branchesOf(next)?.some((branch) => isRoute(branch.to)) === true) return true;
  return config.onMaxVisits !== undefined && isRoute(config.onMaxVisits);
}

/** Only reachable steps are reported: an unreachable one gets `unreachable-step` instead. */
export function deadEnd(context: WorkflowContext): LintDiagnostic[] {
  const { definition } = context;
  const ending = canReach(definition, endingSteps(definition));
  const reachable = reachableFromEntry(definition);
  return Object.keys(definition.steps)
    .filter((step) => reachable.has(step) && !ending.has(step))
    .map((step) => ({
      rule,
      severity: "error",
      message:
        "no path from this step ends the run (no terminal, function next, or sub-skill/topic route is reachable from it), so the run can only loop until a visit limit fails it",
      step,
    }));
}

function endingSteps(definition: SkillDefinition): string[] {
  return Object.entries(definition.steps)
    .filter(([, { config }]) => canEndRun(config))
    .map(([step]) => step);
}
