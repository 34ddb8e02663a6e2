// The step graph of a skill: edges per step and the steps that sit on a cycle.
import type { SkillDefinition, StepConfig } from "./definition.js";

export interface StepGraph {
  /** For each step, the local steps it can go to next. */
  readonly edges: ReadonlyMap<string, ReadonlySet<string>>;
  /** Steps on some cycle: they get the implicit visit limit unless they declare `maxVisits`. */
  readonly cycleMembers: ReadonlySet<string>;
}

const graphs = new WeakMap<SkillDefinition, StepGraph>();

/** Local steps a step can reach in one transition. A function `next` without `targets` may go anywhere. */
export function stepTargets(name: string, config: StepConfig, stepNames: readonly string[]): Set<string> {
  const local = (target: string): string | undefined => {
    const resolved = target === "self" ? name : target;
    return stepNames.includes(resolved) ? resolved : undefined;
  };
  const targets = new Set<string>();
  const add = (target: string | undefined): void => {
    if (target !== undefined) targets.add(target);
  };
  const { next } = config;
  if (typeof next === "string") add(local(next));
  else if (typeof next === "function") {
    for (const target of config.targets ?? stepNames) add(local(target));
  } else if (Array.isArray(next)) {
    for (const branch of next as readonly { readonly to: string }[]) add(local(branch.to));
  }
  if (config.onMaxVisits !== undefined) add(local(config.onMaxVisits));
  return targets;
}

export function stepGraph(definition: SkillDefinition): StepGraph {
  const cached = graphs.get(definition);
  if (cached !== undefined) return cached;
  const names = Object.keys(definition.steps);
  const edges = new Map<string, Set<string>>();
  for (const [name, step] of Object.entries(definition.steps)) edges.set(name, stepTargets(name, step.config, names));
  const graph: StepGraph = { edges, cycleMembers: findCycleMembers(edges) };
  graphs.set(definition, graph);
  return graph;
}

/** Tarjan's strongly connected components: members of a component larger than one, or with a self-edge. */
function findCycleMembers(edges: ReadonlyMap<string, ReadonlySet<string>>): Set<string> {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const members = new Set<string>();
  let counter = 0;

  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let popped: string | undefined;
    do {
      popped = stack.pop();
      if (popped === undefined) break;
      onStack.delete(popped);
      component.push(popped);
    } while (popped !== node);
    const selfLoop = edges.get(node)?.has(node) ?? false;
    if (component.length > 1 || selfLoop) for (const member of component) members.add(member);
  };

  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return members;
}
