// `graphOf`: the drawable model of a skill, its sub-skills (as groups) and its topics.
import type { Buildable, SkillDefinition } from "@skill-kit/core";
import { createIdAllocator } from "./node-ids.js";
import { stepEdges, type EdgeTarget } from "./step-edges.js";
import type { GraphEdge, GraphGroup, GraphNode, WorkflowGraph } from "./workflow-graph.js";

interface Drawing {
  readonly allocate: (wanted: string) => string;
  readonly nodes: GraphNode[];
  readonly edges: GraphEdge[];
  readonly groups: GraphGroup[];
}

/** One workflow being drawn: the skill itself, or a sub-skill inside its group. */
interface Scope {
  readonly definition: SkillDefinition;
  readonly prefix: string;
  readonly group: string | undefined;
  readonly stepIds: ReadonlyMap<string, string>;
  /** Node ids of routes this scope can take: `subskill:<name>` (its entry step) and `topic:<name>`. */
  readonly routeIds: Map<string, string>;
  /** The end and dynamic nodes, added the first time an edge needs them. */
  readonly specialIds: Map<"end" | "dynamic", string>;
}

export function graphOf(definition: Buildable): WorkflowGraph {
  const drawing: Drawing = { allocate: createIdAllocator(), nodes: [], edges: [], groups: [] };
  if (definition.kind === "reference") {
    addTopics(drawing, { topics: Object.keys(definition.topics), routeIds: new Map(), group: undefined });
    return { name: definition.name, nodes: drawing.nodes, edges: drawing.edges, groups: drawing.groups };
  }
  const start = drawing.allocate("start");
  drawing.nodes.push({ id: start, kind: "start", name: "start" });
  const main = openScope(drawing, { definition, prefix: "", group: undefined });
  const subskills = Object.entries(definition.subskills ?? {}).map(([name, registration]) => {
    const group = drawing.allocate(`sub_${name}`);
    drawing.groups.push({ id: group, name });
    const scope = openScope(drawing, { definition: registration.definition, prefix: `${name}_`, group });
    const entry = scope.stepIds.get(registration.definition.entry);
    if (entry !== undefined) main.routeIds.set(`subskill:${name}`, entry);
    return scope;
  });
  for (const scope of [main, ...subskills]) {
    addTopics(drawing, { topics: Object.keys(scope.definition.topics ?? {}), routeIds: scope.routeIds, group: scope.group });
  }
  const entry = main.stepIds.get(definition.entry);
  if (entry !== undefined) drawing.edges.push({ from: start, to: entry, kind: "start" });
  for (const scope of [main, ...subskills]) addEdges(drawing, scope);
  return { name: definition.name, nodes: drawing.nodes, edges: drawing.edges, groups: drawing.groups };
}

function openScope(drawing: Drawing, scope: Pick<Scope, "definition" | "prefix" | "group">): Scope {
  const stepIds = new Map<string, string>();
  for (const [name, { config }] of Object.entries(scope.definition.steps)) {
    const id = drawing.allocate(`${scope.prefix}${name}`);
    stepIds.set(name, id);
    drawing.nodes.push({
      id,
      kind: "step",
      name,
      ...(config.prompt === undefined ? { promptless: true } : {}),
      ...(config.maxVisits === undefined ? {} : { maxVisits: config.maxVisits }),
      ...(scope.group === undefined ? {} : { group: scope.group }),
    });
  }
  return { ...scope, stepIds, routeIds: new Map(), specialIds: new Map() };
}

function addTopics(
  drawing: Drawing,
  input: { readonly topics: readonly string[]; readonly routeIds: Map<string, string>; readonly group: string | undefined },
): void {
  for (const name of input.topics) {
    const id = drawing.allocate(`topic_${name}`);
    input.routeIds.set(`topic:${name}`, id);
    drawing.nodes.push({ id, kind: "topic", name, ...(input.group === undefined ? {} : { group: input.group }) });
  }
}

function addEdges(drawing: Drawing, scope: Scope): void {
  for (const [name, { config }] of Object.entries(scope.definition.steps)) {
    const from = scope.stepIds.get(name);
    if (from === undefined) continue;
    for (const edge of stepEdges(name, config)) {
      const to = resolve(drawing, { scope, target: edge.to });
      if (to === undefined) continue;
      drawing.edges.push(
        edge.label === undefined ? { from, to, kind: edge.kind } : { from, to, kind: edge.kind, label: edge.label },
      );
    }
  }
}

/** The node id of a target; undefined for a name that is neither a step nor a registered route. */
function resolve(drawing: Drawing, input: { readonly scope: Scope; readonly target: EdgeTarget }): string | undefined {
  const { scope, target } = input;
  if (typeof target === "string") return scope.stepIds.get(target) ?? scope.routeIds.get(target);
  const known = scope.specialIds.get(target.special);
  if (known !== undefined) return known;
  const id = drawing.allocate(`${scope.prefix}${target.special}`);
  scope.specialIds.set(target.special, id);
  drawing.nodes.push({
    id,
    kind: target.special,
    name: target.special,
    ...(scope.group === undefined ? {} : { group: scope.group }),
  });
  return id;
}
