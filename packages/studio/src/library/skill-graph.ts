// A workflow's graph for the page, from lint's `graphOf`: top-level steps keep their names as ids
// (what a run's `step` says), the end is a terminal, a sub-skill is one node (`subskill`) standing
// for its steps, a topic a `subskill` node too. Edges into or out of the drawing's start and
// "any step" nodes are left out. An edge is a loop when it goes back to a step met earlier on a
// walk from the entry (a back edge of a depth-first walk).
import type { SkillDefinition } from "@skill-kit/core";
import { graphOf, type GraphNode } from "@skill-kit/lint";

export interface StudioGraph {
  readonly entry: string;
  readonly nodes: readonly {
    readonly id: string;
    readonly kind: "step" | "terminal" | "subskill";
    readonly maxVisits?: number;
  }[];
  readonly edges: readonly { readonly from: string; readonly to: string; readonly label?: string; readonly loop?: boolean }[];
}

type StudioNode = StudioGraph["nodes"][number];

function studioNode(node: GraphNode, groups: ReadonlyMap<string, string>): StudioNode | undefined {
  if (node.group !== undefined) {
    const name = groups.get(node.group) ?? node.group;
    return { id: `subskill:${name}`, kind: "subskill" };
  }
  if (node.kind === "step")
    return node.maxVisits === undefined
      ? { id: node.name, kind: "step" }
      : { id: node.name, kind: "step", maxVisits: node.maxVisits };
  if (node.kind === "end") return { id: "end", kind: "terminal" };
  if (node.kind === "topic") return { id: `topic:${node.name}`, kind: "subskill" };
  return undefined;
}

function markLoops(entry: string, edges: readonly { readonly from: string; readonly to: string }[]): Set<number> {
  const loops = new Set<number>();
  const state = new Map<string, "open" | "done">();
  const visit = (node: string): void => {
    state.set(node, "open");
    for (const [index, edge] of edges.entries()) {
      if (edge.from !== node) continue;
      const seen = state.get(edge.to);
      if (seen === "open") loops.add(index);
      else if (seen === undefined) visit(edge.to);
    }
    state.set(node, "done");
  };
  visit(entry);
  return loops;
}

export function studioGraph(definition: SkillDefinition): StudioGraph {
  const graph = graphOf(definition);
  const groups = new Map(graph.groups.map((group) => [group.id, group.name]));
  const byId = new Map<string, StudioNode>();
  for (const node of graph.nodes) {
    const shown = studioNode(node, groups);
    if (shown !== undefined) byId.set(node.id, shown);
  }
  const nodes = [...new Map([...byId.values()].map((node) => [node.id, node])).values()];
  const edges: { from: string; to: string; label?: string }[] = [];
  const seen = new Set<string>();
  for (const edge of graph.edges) {
    const from = byId.get(edge.from)?.id;
    const to = byId.get(edge.to)?.id;
    if (from === undefined || to === undefined || (from === to && from.startsWith("subskill:"))) continue;
    const key = JSON.stringify([from, to, edge.label]);
    if (seen.has(key)) continue;
    seen.add(key);
    edges.push(edge.label === undefined ? { from, to } : { from, to, label: edge.label });
  }
  const loops = markLoops(definition.entry, edges);
  return {
    entry: definition.entry,
    nodes,
    edges: edges.map((edge, index) => (loops.has(index) ? { ...edge, loop: true } : edge)),
  };
}
