// The workflow as text, for whoever does not see the picture: each node with where it leads.
import type { WorkflowGraph } from "../api/types.js";

export function GraphText({ graph, current }: { readonly graph: WorkflowGraph; readonly current: string | undefined }) {
  return (
    <details class="graph-text">
      <summary>The workflow as text</summary>
      <p>Starts at {graph.entry}.</p>
      <ul>
        {graph.nodes.map((node) => {
          const out = graph.edges.filter((edge) => edge.from === node.id);
          const marks = [
            node.kind === "terminal" ? "terminal" : undefined,
            node.kind === "subskill" ? "sub-skill" : undefined,
            node.maxVisits === undefined ? undefined : `≤ ${node.maxVisits} visits`,
            node.id === current ? "current step" : undefined,
          ].filter((mark) => mark !== undefined);
          return (
            <li key={node.id}>
              <strong>{node.id}</strong>
              {marks.length > 0 && ` (${marks.join(", ")})`}
              {out.length > 0 && ": "}
              {out
                .map(
                  (edge) =>
                    `${edge.loop ? "loops back to" : "to"} ${edge.to}${edge.label === undefined ? "" : ` (${edge.label})`}`,
                )
                .join("; ")}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
