// What the graph's shapes mean.
export function Legend() {
  return (
    <ul class="legend">
      <li>● start: where a run begins</li>
      <li>▶ thick border and dashed ring: the run's current step</li>
      <li>Rounded double border: a terminal step</li>
      <li>Stacked boxes: a sub-skill</li>
      <li>↺ dashed line: a loop back to an earlier step</li>
      <li>≤ N visits: the step's maxVisits</li>
    </ul>
  );
}
