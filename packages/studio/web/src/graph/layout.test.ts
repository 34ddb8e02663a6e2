import { describe, expect, it } from "vitest";
import type { WorkflowGraph } from "../api/types.js";
import { layoutGraph } from "./layout.js";

const review: WorkflowGraph = {
  entry: "draft",
  nodes: [
    { id: "draft", kind: "step", maxVisits: undefined },
    { id: "review", kind: "step", maxVisits: 3 },
    { id: "publish", kind: "terminal", maxVisits: undefined },
  ],
  edges: [
    { from: "draft", to: "review", label: undefined, loop: false },
    { from: "review", to: "draft", label: "changes asked", loop: true },
    { from: "review", to: "publish", label: "approved", loop: false },
  ],
};

const inside = (point: { x: number; y: number }, size: { width: number; height: number }): boolean =>
  point.x >= 0 && point.y >= 0 && point.x <= size.width && point.y <= size.height;

describe("layoutGraph", () => {
  const geometry = layoutGraph(review, "review");

  it("gives every node a box inside the picture, without overlaps", () => {
    expect(geometry.nodes.map((node) => node.id)).toEqual(["draft", "review", "publish"]);
    for (const node of geometry.nodes) {
      expect(inside(node, geometry)).toBe(true);
      expect(inside({ x: node.x + node.width, y: node.y + node.height }, geometry)).toBe(true);
    }
    const [a, b] = [geometry.nodes[0], geometry.nodes[1]];
    if (a === undefined || b === undefined) throw new Error("two nodes expected");
    const apart = a.y + a.height <= b.y || b.y + b.height <= a.y || a.x + a.width <= b.x || b.x + b.width <= a.x;
    expect(apart).toBe(true);
  });

  it("marks the current step and the entry, and shows maxVisits in the label", () => {
    expect(geometry.nodes.filter((node) => node.current).map((node) => node.id)).toEqual(["review"]);
    expect(geometry.nodes.find((node) => node.entry)?.id).toBe("draft");
    expect(geometry.nodes.find((node) => node.id === "review")?.lines).toEqual(["review", "≤ 3 visits"]);
  });

  it("draws each edge as a path with its label placed, keeping the loop flag", () => {
    expect(geometry.edges).toHaveLength(3);
    for (const edge of geometry.edges) expect(edge.path).toMatch(/^M[\d.]+,[\d.]+( L[\d.]+,[\d.]+)+$/);
    expect(geometry.edges.map((edge) => edge.loop)).toEqual([false, true, false]);
    const approved = geometry.edges[2];
    expect(approved?.labelAt && inside(approved.labelAt, geometry)).toBe(true);
    expect(geometry.edges[0]?.labelAt).toBeUndefined();
  });

  it("puts the start marker above the entry step, with a line to it", () => {
    const draft = geometry.nodes[0];
    expect(geometry.start).toBeDefined();
    expect(draft && geometry.start && geometry.start.centre.y < draft.y).toBe(true);
    expect(geometry.start?.path).toMatch(/^M/);
  });

  it("lays out a step that loops to itself and an edge to a node the list lacks", () => {
    const odd = layoutGraph({
      entry: "ask",
      nodes: [{ id: "ask", kind: "step", maxVisits: 2 }],
      edges: [
        { from: "ask", to: "ask", label: "again", loop: true },
        { from: "ask", to: "helper", label: undefined, loop: false },
      ],
    });
    expect(odd.nodes.map((node) => node.id)).toEqual(["ask", "helper"]);
    const [ask] = odd.nodes;
    const [curl] = odd.edges;
    if (ask === undefined || curl?.labelAt === undefined) throw new Error("a node and a labelled loop expected");
    expect(curl.path).toMatch(/^M[\d.]+,[\d.]+ C/);
    expect(curl.path.startsWith(`M${ask.x + ask.width},`)).toBe(true);
    expect(curl.labelAt.x).toBeGreaterThan(ask.x + ask.width);
    expect(curl.labelAt.x).toBeLessThan(odd.width);
    expect(odd.nodes.some((node) => node.current)).toBe(false);
  });

  it("marks the sub-skill node of a step inside it, and nothing for a finished run", () => {
    const nested: WorkflowGraph = {
      entry: "intro",
      nodes: [
        { id: "intro", kind: "step", maxVisits: undefined },
        { id: "subskill:setup", kind: "subskill", maxVisits: undefined },
        { id: "end", kind: "terminal", maxVisits: undefined },
      ],
      edges: [
        { from: "intro", to: "subskill:setup", label: "subskill", loop: false },
        { from: "subskill:setup", to: "end", label: undefined, loop: false },
      ],
    };
    const current = (step: string): string[] =>
      layoutGraph(nested, step)
        .nodes.filter((node) => node.current)
        .map((node) => node.id);
    expect(current("setup/ask")).toEqual(["subskill:setup"]);
    expect(current("setupx/ask")).toEqual([]);
    expect(current("")).toEqual([]);
    expect(current("end")).toEqual(["end"]);
  });

  it("has no start marker when the entry is not a node", () => {
    expect(layoutGraph({ entry: "gone", nodes: [], edges: [] }).start).toBeUndefined();
  });
});
