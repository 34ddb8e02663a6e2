// Lays a workflow graph out with dagre (top to bottom) and returns the SVG's geometry. Pure: text
// widths are estimated from the character count, so it runs without a DOM (and in unit tests).
import { Graph, layout, type EdgeLabel, type GraphLabel, type NodeLabel } from "@dagrejs/dagre";
import type { GraphNode, WorkflowGraph } from "../api/types.js";
import {
  charWidth,
  isCurrent,
  labelCharWidth,
  lineHeight,
  nodeLines,
  pathOf,
  round,
  type EdgeLine,
  type GraphGeometry,
  type NodeBox,
} from "./geometry.js";
import { selfLoopOf } from "./self-loop.js";

const startId = "\u0000start";
const startRadius = 9;
const margin = 16;

function withEndpoints(graph: WorkflowGraph): GraphNode[] {
  const nodes = [...graph.nodes];
  const known = new Set(nodes.map((node) => node.id));
  for (const name of graph.edges.flatMap((edge) => [edge.from, edge.to])) {
    if (known.has(name)) continue;
    known.add(name);
    nodes.push({ id: name, kind: "step", maxVisits: undefined });
  }
  return nodes;
}

function sizeOf(node: GraphNode): { width: number; height: number } {
  const lines = nodeLines(node);
  const longest = Math.max(...lines.map((line) => line.length));
  return { width: Math.ceil((longest + 2) * charWidth) + 24, height: lines.length * lineHeight + 18 };
}

function dagreGraph(graph: WorkflowGraph, nodes: readonly GraphNode[]): Graph<GraphLabel, NodeLabel, EdgeLabel> {
  const laid = new Graph<GraphLabel, NodeLabel, EdgeLabel>({ multigraph: true });
  laid.setGraph({ rankdir: "TB", nodesep: 36, ranksep: 48, edgesep: 16, marginx: margin, marginy: margin });
  for (const node of nodes) laid.setNode(node.id, sizeOf(node));
  const hasEntry = nodes.some((node) => node.id === graph.entry);
  if (hasEntry) {
    laid.setNode(startId, { width: startRadius * 2, height: startRadius * 2 });
    laid.setEdge(startId, graph.entry, { width: 0, height: 0 }, "start");
  }
  graph.edges.forEach((edge, index) => {
    if (edge.from === edge.to) return;
    const label = edge.label ?? "";
    const size = label === "" ? { width: 0, height: 0 } : { width: Math.ceil(label.length * labelCharWidth) + 10, height: 18 };
    laid.setEdge(edge.from, edge.to, { ...size, labelpos: "c" }, String(index));
  });
  layout(laid);
  return laid;
}

function boxOf(node: GraphNode, laid: NodeLabel, state: { current: string | undefined; entry: string }): NodeBox {
  const x = laid.x ?? 0;
  const y = laid.y ?? 0;
  return {
    id: node.id,
    kind: node.kind,
    lines: nodeLines(node),
    x: round(x - laid.width / 2),
    y: round(y - laid.height / 2),
    width: laid.width,
    height: laid.height,
    current: isCurrent(node, state.current),
    entry: node.id === state.entry,
  };
}

/** The geometry of `graph`, with `current` (a run's step) marked. */
export function layoutGraph(graph: WorkflowGraph, current?: string): GraphGeometry {
  const nodes = withEndpoints(graph);
  const laid = dagreGraph(graph, nodes);
  const state = { current, entry: graph.entry };
  const boxes = nodes.map((node) => boxOf(node, laid.node(node.id), state));
  const edges: EdgeLine[] = graph.edges.map((edge, index) => {
    const shown = { from: edge.from, to: edge.to, label: edge.label, loop: edge.loop };
    const box = edge.from === edge.to ? boxes.find((each) => each.id === edge.from) : undefined;
    if (box !== undefined) {
      const curl = selfLoopOf(box, edge.label);
      return { ...shown, path: curl.path, labelAt: curl.labelAt };
    }
    const label = laid.edge(edge.from, edge.to, String(index));
    const labelAt =
      edge.label === undefined || label.x === undefined || label.y === undefined
        ? undefined
        : { x: round(label.x), y: round(label.y) };
    return { ...shown, path: pathOf(label.points ?? []), labelAt };
  });
  const curls = graph.edges.flatMap((edge) => {
    const box = edge.from === edge.to ? boxes.find((each) => each.id === edge.from) : undefined;
    return box === undefined ? [] : [selfLoopOf(box, edge.label).right + margin];
  });
  const startNode = laid.hasNode(startId) ? laid.node(startId) : undefined;
  const start =
    startNode === undefined
      ? undefined
      : {
          centre: { x: round(startNode.x ?? 0), y: round(startNode.y ?? 0) },
          radius: startRadius,
          path: pathOf(laid.edge(startId, graph.entry, "start").points ?? []),
        };
  const size = laid.graph();
  return {
    width: Math.ceil(Math.max(size.width ?? 0, ...curls)),
    height: Math.ceil(size.height ?? 0),
    nodes: boxes,
    edges,
    start,
  };
}
