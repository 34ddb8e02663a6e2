// The workflow drawn as SVG from layoutGraph's geometry. Hooks: `<g data-step>` per node (with
// data-current, data-terminal, data-subskill, data-entry), `<g data-edge>` per edge (data-loop).
import { useId, useMemo } from "preact/hooks";
import type { WorkflowGraph } from "../api/types.js";
import { lineHeight } from "./geometry.js";
import { layoutGraph } from "./layout.js";
import { EdgeShape } from "./edge-shape.js";
import { NodeShape } from "./node-shape.js";

export interface WorkflowSvgProps {
  readonly graph: WorkflowGraph;
  readonly name: string;
  /** The step to highlight (a run's current step). */
  readonly current: string | undefined;
}

/** The arrow heads: `<prefix>-arrow` for ordinary edges, `<prefix>-loop` for loops (styled apart). */
const markerClasses = { arrow: "arrow", loop: "arrow arrow-loop" } as const;

function Markers({ prefix }: { readonly prefix: string }) {
  return (
    <defs>
      {Object.entries(markerClasses).map(([kind, className]) => (
        <marker
          key={kind}
          id={`${prefix}-${kind}`}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="8"
          markerHeight="8"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 z" class={className} />
        </marker>
      ))}
    </defs>
  );
}

export function WorkflowSvg({ graph, name, current }: WorkflowSvgProps) {
  const geometry = useMemo(() => layoutGraph(graph, current), [graph, current]);
  const prefix = `g${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  const { start } = geometry;
  return (
    <svg
      role="img"
      aria-label={`Workflow of ${name}`}
      class="workflow"
      viewBox={`0 0 ${geometry.width} ${geometry.height}`}
      width={geometry.width}
      height={geometry.height}
    >
      <Markers prefix={prefix} />
      {start && (
        <g data-start="true" class="start">
          <circle cx={start.centre.x} cy={start.centre.y} r={start.radius} />
          <path d={start.path} class="edge-line" marker-end={`url(#${prefix}-arrow)`} />
        </g>
      )}
      {geometry.edges.map((edge, index) => (
        <EdgeShape key={`${edge.from}>${edge.to}#${index}`} edge={edge} prefix={prefix} />
      ))}
      {geometry.nodes.map((node) => (
        <NodeShape key={node.id} node={node} lineHeight={lineHeight} />
      ))}
    </svg>
  );
}
