// One node: a box with the step's name (and `≤ N visits`). Terminals are pills with a double border,
// sub-skills a stack of two boxes, and the current step gets a thick border plus a dashed ring and a
// "▶" mark, so it stands out without colour.
import type { NodeBox } from "./geometry.js";

const kindText: Record<NodeBox["kind"], string> = { step: "step", terminal: "terminal step", subskill: "sub-skill" };

export function NodeShape({ node, lineHeight }: { readonly node: NodeBox; readonly lineHeight: number }) {
  const { x, y, width, height } = node;
  const radius = node.kind === "terminal" ? height / 2 : 6;
  const classes = ["node", node.kind, node.current ? "current" : ""].filter((name) => name !== "").join(" ");
  const top = y + height / 2 - ((node.lines.length - 1) * lineHeight) / 2;
  return (
    <g
      data-step={node.id}
      data-current={node.current ? "true" : undefined}
      data-terminal={node.kind === "terminal" ? "true" : undefined}
      data-subskill={node.kind === "subskill" ? "true" : undefined}
      data-entry={node.entry ? "true" : undefined}
      class={classes}
    >
      <title>{`${node.lines.join(", ")} (${kindText[node.kind]}${node.current ? ", current" : ""})`}</title>
      {node.current && <rect class="current-ring" x={x - 6} y={y - 6} width={width + 12} height={height + 12} rx={radius + 6} />}
      {node.kind === "subskill" && <rect class="box stack" x={x + 5} y={y + 5} width={width} height={height} rx={radius} />}
      <rect class="box" x={x} y={y} width={width} height={height} rx={radius} />
      {node.kind === "terminal" && (
        <rect class="inner" x={x + 4} y={y + 4} width={width - 8} height={height - 8} rx={radius - 4} />
      )}
      {node.lines.map((line, index) => (
        <text
          key={line}
          x={x + width / 2}
          y={top + index * lineHeight}
          text-anchor="middle"
          dominant-baseline="central"
          class={index === 0 ? "name" : "visits"}
        >
          {index === 0 && node.current ? `▶ ${line}` : line}
        </text>
      ))}
    </g>
  );
}
