// Renders a workflow graph as a Mermaid flowchart (top to bottom).
import { nodeText, type EdgeKind, type GraphNode, type NodeKind, type WorkflowGraph } from "./workflow-graph.js";

const shapes: Readonly<Record<NodeKind, readonly [string, string]>> = {
  start: ["((", "))"],
  step: ["[", "]"],
  end: ["(((", ")))"],
  dynamic: ["{{", "}}"],
  topic: ["[/", "/]"],
};

const arrows: Readonly<Record<EdgeKind, string>> = {
  start: "-->",
  next: "-->",
  branch: "-->",
  terminal: "-->",
  function: "-.->",
  dynamic: "-.->",
  "max-visits": "-.->",
  route: "==>",
};

/** A quoted label; entity codes replace what would end it, read as HTML, or read as an entity (`#name;`). */
function quote(text: string): string {
  return `"${text
    .replace(/#(?=\w+;)/g, "#35;")
    .replace(/"/g, "#quot;")
    .replace(/</g, "#lt;")
    .replace(/>/g, "#gt;")}"`;
}

function nodeLine(node: GraphNode): string {
  const [open, close] = node.promptless === true ? ["[[", "]]"] : shapes[node.kind];
  return `${node.id}${open}${quote(nodeText(node))}${close}`;
}

export function toMermaid(graph: WorkflowGraph): string {
  const lines = ["flowchart TD"];
  for (const node of graph.nodes) if (node.group === undefined) lines.push(`  ${nodeLine(node)}`);
  for (const group of graph.groups) {
    lines.push(`  subgraph ${group.id}[${quote(`subskill: ${group.name}`)}]`);
    for (const node of graph.nodes) if (node.group === group.id) lines.push(`    ${nodeLine(node)}`);
    lines.push("  end");
  }
  for (const edge of graph.edges) {
    const label = edge.label === undefined ? "" : `|${quote(edge.label)}|`;
    lines.push(`  ${edge.from} ${arrows[edge.kind]}${label} ${edge.to}`);
  }
  return `${lines.join("\n")}\n`;
}
