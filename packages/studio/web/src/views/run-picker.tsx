// Chooses the run whose step the graph highlights (runs of this skill, from the live list).
import type { RunSummary } from "../api/types.js";
import { hrefOf } from "../route.js";

export interface RunPickerProps {
  readonly skill: string;
  readonly run: string | undefined;
  readonly runs: readonly RunSummary[] | undefined;
}

export function RunPicker({ skill, run, runs }: RunPickerProps) {
  const mine = (runs ?? []).filter((entry) => entry.skill === skill || entry.id === run);
  const choose = (event: Event): void => {
    const chosen = event.currentTarget instanceof HTMLSelectElement ? event.currentTarget.value : "";
    window.location.hash = hrefOf({ view: "graph", skill, run: chosen === "" ? undefined : chosen });
  };
  return (
    <p>
      <label for="run-picker">Highlight the step of run </label>
      <select id="run-picker" name="run" value={run ?? ""} onChange={choose}>
        <option value="">(none)</option>
        {run !== undefined && !mine.some((entry) => entry.id === run) && <option value={run}>{run}</option>}
        {mine.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.id} ({entry.status}, at {entry.step})
          </option>
        ))}
      </select>
    </p>
  );
}
