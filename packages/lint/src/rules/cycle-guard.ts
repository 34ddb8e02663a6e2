// `cycle-guard`: steps on a cycle need `maxVisits`, and a guard must be one the engine can follow.
import { implicitVisitLimit, type SkillDefinition, type StepConfig } from "@skill-kit/core";
import { stepTargets } from "@skill-kit/core/internal";
import type { LintDiagnostic } from "../lint-diagnostic.js";
import { isKnownRoute } from "../routes.js";
import type { WorkflowContext } from "../workflow-context.js";

const rule = "cycle-guard";

export function cycleGuard(context: WorkflowContext): LintDiagnostic[] {
  const { definition } = context;
  const unguarded = unguardedCycleMembers(definition);
  const diagnostics: LintDiagnostic[] = [];
  for (const [step, { config }] of Object.entries(definition.steps)) {
    for (const message of guardProblems(
      step,
      config,
      (target) => target in definition.steps || isKnownRoute(definition, target),
    )) {
      diagnostics.push({ rule, severity: "error", message, step });
    }
    if (config.onMaxVisits !== undefined && config.maxVisits === undefined) {
      diagnostics.push({
        rule,
        severity: "warning",
        message: `onMaxVisits "${config.onMaxVisits}" is never used: the step has no maxVisits`,
        step,
      });
    }
    if (unguarded.has(step)) {
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

/**
 * Steps on a cycle that no `maxVisits` bounds: a cycle through a step with a limit ends there, so
 * those steps are left out of the graph. A `next` function without `targets` may go anywhere, but
 * nothing is known of where it goes, so it counts for no edge here (only its `onMaxVisits` does):
 * a cycle is reported only where the author wrote it down.
 */
function unguardedCycleMembers(definition: SkillDefinition): Set<string> {
  const names = Object.keys(definition.steps);
  const edges = new Map<string, Set<string>>();
  for (const [name, { config }] of Object.entries(definition.steps)) {
    if (config.maxVisits !== undefined) continue;
    const unknown = typeof config.next === "function" && config.targets === undefined;
    const targets = unknown
      ? new Set(config.onMaxVisits === undefined ? [] : [config.onMaxVisits])
      : stepTargets(name, config, names);
    edges.set(name, new Set([...targets].filter((target) => definition.steps[target]?.config.maxVisits === undefined)));
  }
  return new Set([...edges.keys()].filter((step) => reaches(edges, step, step)));
}

/** Whether `to` can be reached from `from` in one or more steps. */
function reaches(edges: ReadonlyMap<string, ReadonlySet<string>>, from: string, to: string): boolean {
  const seen = new Set<string>();
  const pending = [...(edges.get(from) ?? [])];
  for (let step = pending.pop(); step !== undefined; step = pending.pop()) {
    if (step === to) return true;
    if (seen.has(step)) continue;
    seen.add(step);
    pending.push(...(edges.get(step) ?? []));
  }
  return false;
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
