// `#/runs/<runId>`: one run's summary and history; reloads when the live list shows it changed.
import { useEffect } from "preact/hooks";
import { segment } from "../api/client.js";
import { runPageOf } from "../api/decode-runs.js";
import { useApi } from "../api/use-api.js";
import { hrefOf } from "../route.js";
import { Heading } from "../shell/heading.js";
import { Pending } from "../shell/status.js";
import { useRunEvents } from "../shell/use-run-events.js";
import { shortTime } from "../time.js";
import { History } from "./history.js";

export function RunView({ run }: { readonly run: string }) {
  const { loaded, reload } = useApi(`/api/runs/${segment(run)}`, runPageOf);
  const { runs } = useRunEvents();
  const updatedAt = runs?.find((entry) => entry.id === run)?.updatedAt;
  useEffect(() => {
    if (updatedAt !== undefined) reload();
  }, [updatedAt, reload]);
  if (loaded.state !== "ready") {
    return (
      <>
        <Heading title={`Run ${run}`} />
        <Pending loaded={loaded} />
      </>
    );
  }
  const summary = loaded.data.run;
  return (
    <>
      <Heading title={`Run ${run}`} />
      <dl class="facts" data-run={summary.id} data-step={summary.step} data-status={summary.status}>
        <dt>Skill</dt>
        <dd>{summary.skill}</dd>
        <dt>Owner</dt>
        <dd>{summary.owner ?? "—"}</dd>
        <dt>Step</dt>
        <dd>{summary.step}</dd>
        <dt>Status</dt>
        <dd>{summary.status}</dd>
        <dt>Started (UTC)</dt>
        <dd>{shortTime(summary.startedAt)}</dd>
        <dt>Updated (UTC)</dt>
        <dd>{shortTime(summary.updatedAt)}</dd>
      </dl>
      <p class="actions">
        <a href={hrefOf({ view: "graph", skill: summary.skill, run: summary.id })}>Graph</a>
        {summary.status === "active" && <a href={hrefOf({ view: "drive", skill: summary.skill, run: summary.id })}>Drive</a>}
      </p>
      <History items={loaded.data.history} />
    </>
  );
}
