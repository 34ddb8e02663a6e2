// Forward and backward reachability over the step graph that `stepGraph` computes.
import type { SkillDefinition } from "@skill-kit/core";
import { stepGraph } from "@skill-kit/core/internal";

/** Steps a run can visit from the entry step. */
export function reachableFromEntry(definition: SkillDefinition): Set<string> {
  const { edges } = stepGraph(definition);
  return closure([definition.entry], (step) => edges.get(step) ?? []);
}

/** Steps with a path to one of `goals` (the goals included). */
export function canReach(definition: SkillDefinition, goals: Iterable<string>): Set<string> {
  const { edges } = stepGraph(definition);
  const incoming = new Map<string, string[]>();
  for (const [from, targets] of edges) {
    for (const to of targets) incoming.set(to, [...(incoming.get(to) ?? []), from]);
  }
  return closure(goals, (step) => incoming.get(step) ?? []);
}

function closure(start: Iterable<string>, neighbours: (step: string) => Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  for (let step = queue.shift(); step !== undefined; step = queue.shift()) {
    if (seen.has(step)) continue;
    seen.add(step);
    queue.push(...neighbours(step));
  }
  return seen;
}
