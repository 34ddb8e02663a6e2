// Renders a workflow graph as a Graphviz DOT digraph (top to bottom).
import { nodeText, type EdgeKind, type GraphNode, type NodeKind, type WorkflowGraph } from "./workflow-graph.js";

const nodeAttributes: Readonly<Record<NodeKind, string>> = {
  start: "shape=circle",
  step: "",
  end: "shape=doublecircle",
  dynamic: "shape=hexagon",
  topic: "shape=note",
};

const edgeAttributes: Readonly<Record<EdgeKind, string>> = {
  start: "",
  next: "",
  branch: "",
  terminal: "",
  function: "style=dashed",
  dynamic: "style=dashed",
  "max-visits": "style=dashed",
  route: "style=bold",
};

function quote(text: string): string {
  return `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;
}

function attributes(...parts: readonly string[]): string {
  const present = parts.filter((part) => part !== "");
  return present.length === 0 ? "" : ` [${present.join(", ")}]`;
}

function nodeLine(node: GraphNode): string {
  const style = node.promptless === true ? 'style="rounded,dashed"' : nodeAttributes[node.kind];
  return `${node.id}${attributes(`label=${quote(nodeText(node))}`, style)};`;
}

export function toDot(graph: WorkflowGraph): string {
  const lines = [
    `digraph ${quote(graph.name)} {`,
    "  rankdir=TB;",
    '  node [shape=box, style=rounded, fontname="Helvetica"];',
    '  edge [fontname="Helvetica"];',
  ];
  for (const node of graph.nodes) if (node.group === undefined) lines.push(`  ${nodeLine(node)}`);
  for (const group of graph.groups) {
    lines.push(`  subgraph cluster_${group.id} {`, `    label=${quote(`subskill: ${group.name}`)};`);
    for (const node of graph.nodes) if (node.group === group.id) lines.push(`    ${nodeLine(node)}`);
    lines.push("  }");
  }
  for (const edge of graph.edges) {
    const label = edge.label === undefined ? "" : `label=${quote(edge.label)}`;
    lines.push(`  ${edge.from} -> ${edge.to}${attributes(label, edgeAttributes[edge.kind])};`);
  }
  lines.push("}");
  return `${lines.join("\n")}\n`;
}
