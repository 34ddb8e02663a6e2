// A step's edge to itself, drawn by hand as a curl on the box's right side (dagre's own self-edge
// route runs around the box and lands its label away from it), with its label to the right.
import { labelCharWidth, round, type Point } from "./geometry.js";

const reach = 36;

export interface SelfLoop {
  /** An SVG path `d`: `M x,y C …`. */
  readonly path: string;
  readonly labelAt: Point | undefined;
  /** The rightmost x the loop and its label use (the picture must be as wide). */
  readonly right: number;
}

export function selfLoopOf(
  box: { readonly x: number; readonly y: number; readonly width: number; readonly height: number },
  label: string | undefined,
): SelfLoop {
  const x = box.x + box.width;
  const top = box.y + box.height * 0.3;
  const bottom = box.y + box.height * 0.7;
  const path = `M${round(x)},${round(top)} C${round(x + reach)},${round(top - 14)} ${round(x + reach)},${round(bottom + 14)} ${round(x)},${round(bottom)}`;
  if (label === undefined) return { path, labelAt: undefined, right: x + reach };
  const half = (label.length * labelCharWidth + 10) / 2;
  const labelAt = { x: round(x + reach + 6 + half), y: round(box.y + box.height / 2) };
  return { path, labelAt, right: labelAt.x + half };
}
