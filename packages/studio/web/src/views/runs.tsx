// `#/runs`: the store's runs, live from /api/events.
import type { RunSummary } from "../api/types.js";
import { runListOf } from "../api/decode-runs.js";
import { useApi } from "../api/use-api.js";
import { hrefOf } from "../route.js";
import { Heading } from "../shell/heading.js";
import { Pending } from "../shell/status.js";
import { useRunEvents, type Live } from "../shell/use-run-events.js";
import { ageOf, shortTime } from "../time.js";

const liveText: Record<Live, string> = {
  connecting: "Connecting for live updates…",
  live: "Live: the list updates as runs advance.",
  reconnecting: "Live updates lost; reconnecting…",
};

function RunRow({ run, now }: { readonly run: RunSummary; readonly now: number }) {
  return (
    <tr data-run={run.id} data-step={run.step} data-status={run.status}>
      <th scope="row">
        <a href={hrefOf({ view: "run", run: run.id })}>{run.id}</a>
      </th>
      <td>{run.skill}</td>
      <td>{run.owner ?? "—"}</td>
      <td>{run.step}</td>
      <td class={`status ${run.status}`}>{run.status}</td>
      <td title={shortTime(run.startedAt)}>{ageOf(run.startedAt, now)}</td>
      <td>
        <time dateTime={run.updatedAt}>{shortTime(run.updatedAt)}</time>
      </td>
    </tr>
  );
}

export function RunsView() {
  const { loaded } = useApi("/api/runs", runListOf);
  const { runs: liveRuns, hidden: liveHidden, live } = useRunEvents();
  const store = loaded.state === "ready" ? loaded.data.store : undefined;
  const runs = liveRuns ?? (loaded.state === "ready" ? loaded.data.runs : undefined);
  const hidden = liveHidden ?? (loaded.state === "ready" ? loaded.data.hidden : 0);
  const now = Date.now();
  return (
    <>
      <Heading title="Runs" />
      {store !== undefined && (
        <p>
          Store: <span class="path">{store}</span>
        </p>
      )}
      <p role="status" data-live={live} class="muted">
        {liveText[live]}
      </p>
      {hidden > 0 && (
        <p data-hidden={hidden} class="muted">
          {hidden} more {hidden === 1 ? "run is" : "runs are"} not listed (unreadable, or past the list's bound).
        </p>
      )}
      {runs === undefined ? (
        <Pending loaded={loaded} />
      ) : runs.length === 0 ? (
        <p>No runs in this store yet.</p>
      ) : (
        <div class="table-wrap">
          <table>
            <caption>Runs, newest changes first</caption>
            <thead>
              <tr>
                <th scope="col">Run</th>
                <th scope="col">Skill</th>
                <th scope="col">Owner</th>
                <th scope="col">Step</th>
                <th scope="col">Status</th>
                <th scope="col">Age</th>
                <th scope="col">Updated (UTC)</th>
              </tr>
            </thead>
            <tbody>
              {[...runs]
                .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
                .map((run) => (
                  <RunRow key={run.id} run={run} now={now} />
                ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
