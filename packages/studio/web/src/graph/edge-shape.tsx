// One edge: its line (dashed with its own arrow when it loops back) and its label on a backing box.
import type { EdgeLine } from "./geometry.js";
import { labelCharWidth } from "./geometry.js";

export function EdgeShape({ edge, prefix }: { readonly edge: EdgeLine; readonly prefix: string }) {
  const { labelAt, label } = edge;
  const width = label === undefined ? 0 : label.length * labelCharWidth + 8;
  return (
    <g
      data-edge="true"
      data-from={edge.from}
      data-to={edge.to}
      data-loop={edge.loop ? "true" : undefined}
      class={edge.loop ? "edge loop" : "edge"}
    >
      <path d={edge.path} class="edge-line" marker-end={`url(#${prefix}-${edge.loop ? "loop" : "arrow"})`} />
      {labelAt && label !== undefined && (
        <g class="edge-label">
          <rect x={labelAt.x - width / 2} y={labelAt.y - 9} width={width} height={18} rx={3} />
          <text x={labelAt.x} y={labelAt.y} text-anchor="middle" dominant-baseline="central">
            {edge.loop ? `↺ ${label}` : label}
          </text>
        </g>
      )}
    </g>
  );
}
