// What the SVG draws: boxes and lines in page units, computed by graph/layout.ts.
import type { GraphNode } from "../api/types.js";

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface NodeBox {
  readonly id: string;
  readonly kind: GraphNode["kind"];
  /** The step's name, then `≤ N visits` when it has a maxVisits. */
  readonly lines: readonly string[];
  /** Top-left corner. */
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly current: boolean;
  readonly entry: boolean;
}

export interface EdgeLine {
  readonly from: string;
  readonly to: string;
  readonly label: string | undefined;
  readonly loop: boolean;
  /** An SVG path `d`: `M x,y L x,y …`. */
  readonly path: string;
  /** The centre of the label, when there is one. */
  readonly labelAt: Point | undefined;
}

export interface GraphGeometry {
  readonly width: number;
  readonly height: number;
  readonly nodes: readonly NodeBox[];
  readonly edges: readonly EdgeLine[];
  /** The start marker (a circle) and its line to the entry step; undefined when the entry is unknown. */
  readonly start: { readonly centre: Point; readonly radius: number; readonly path: string } | undefined;
}

/** Estimated text widths for the SVG's monospace font (no DOM to measure in). */
export const charWidth = 8.4;
export const lineHeight = 18;
export const labelCharWidth = 7.2;

export function nodeLines(node: GraphNode): string[] {
  return node.maxVisits === undefined ? [node.id] : [node.id, `≤ ${node.maxVisits} visits`];
}

export const round = (value: number): number => Math.round(value * 10) / 10;

export function pathOf(points: readonly Point[]): string {
  return points.map((point, index) => `${index === 0 ? "M" : "L"}${round(point.x)},${round(point.y)}`).join(" ");
}

/**
 * Whether `node` is where a run at step `current` stands: the step itself, or the sub-skill node
 * (`subskill:NAME`) of a step inside it (`NAME/step`).
 */
export function isCurrent(node: { readonly id: string; readonly kind: string }, current: string | undefined): boolean {
  if (current === undefined || current === "") return false;
  if (node.id === current) return true;
  const prefix = "subskill:";
  return node.kind === "subskill" && node.id.startsWith(prefix) && current.startsWith(`${node.id.slice(prefix.length)}/`);
}
