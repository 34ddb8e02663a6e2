// The drawable model of a skill: nodes, edges and sub-skill groups, independent of any diagram syntax.

/** `start` and `end` mark where a run begins and ends; `dynamic` stands for "any step" (a function `next` without `targets`). */
export type NodeKind = "start" | "step" | "end" | "dynamic" | "topic";

export interface GraphNode {
  /** Letters, digits and `_` only, never a Mermaid or DOT keyword, unique in the graph. */
  readonly id: string;
  readonly kind: NodeKind;
  /** The step or topic name (or `start`, `end`, `dynamic`). */
  readonly name: string;
  /** A step without a prompt: it runs without the agent. */
  readonly promptless?: boolean;
  readonly maxVisits?: number;
  /** The id of the sub-skill group the node belongs to; absent at the top level. */
  readonly group?: string;
}

/**
 * `next`: a string `next`; `branch`: one branch of a branch array; `function`: a target a
 * function `next` declares in `targets`; `dynamic`: a function `next` without `targets`;
 * `max-visits`: the `onMaxVisits` edge; `terminal`: to the end; `route`: to a sub-skill or topic;
 * `start`: from the start node to the entry step.
 */
export type EdgeKind = "start" | "next" | "branch" | "function" | "dynamic" | "max-visits" | "terminal" | "route";

export interface GraphEdge {
  readonly from: string;
  readonly to: string;
  readonly kind: EdgeKind;
  /** The condition or reason: `when #2`, a `when` function's name, `otherwise`, `after 3 visits`, `subskill`. */
  readonly label?: string;
}

/** A sub-skill, drawn as a nested diagram. */
export interface GraphGroup {
  readonly id: string;
  readonly name: string;
}

export interface WorkflowGraph {
  readonly name: string;
  readonly nodes: readonly GraphNode[];
  readonly edges: readonly GraphEdge[];
  readonly groups: readonly GraphGroup[];
}

/** The text a diagram shows for a node: its name, with `(no prompt)` and `(max N visits)` marks. */
export function nodeText(node: GraphNode): string {
  if (node.kind === "topic") return `topic: ${node.name}`;
  const marks = [
    node.promptless === true ? "no prompt" : undefined,
    node.maxVisits === undefined ? undefined : `max ${node.maxVisits} visits`,
  ];
  const shown = marks.filter((mark) => mark !== undefined);
  return shown.length === 0 ? node.name : `${node.name} (${shown.join(", ")})`;
}
