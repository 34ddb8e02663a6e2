// One line of the runs list: who started a run of which skill, where it is, and since when.
import type { ResultRecord, Run } from "@skill-kit/sessions";
import { isShownResult, lastStep } from "./run-history.js";

type RunStatus = "active" | "done" | "rejected";

export interface RunSummary {
  readonly id: string;
  /** The skill's name, as the run's header has it. */
  readonly skill: string;
  /** Set when the run was started straight into a sub-skill. */
  readonly subskill?: string;
  /** The identity that started the run, or null for the local user's (the CLI's, a stdio server's). */
  readonly owner: string | null;
  /** The step waiting for an answer; for a finished run, the step that ended it. */
  readonly step: string;
  /** `rejected`: the last answer was refused, so the step waits for another. */
  readonly status: RunStatus;
  readonly startedAt: string;
  readonly updatedAt: string;
}

export function summaryOf(run: Run, updatedAt: Date): RunSummary {
  const shown = run.records.flatMap((record, index) =>
    record.type === "result" && isShownResult(run.records, index) ? [record] : [],
  );
  const current = shown.findLast((record) => record.result.kind !== "error");
  const refused = shown.at(-1)?.result.kind === "error";
  return {
    id: run.header.sessionId,
    skill: run.header.skill,
    ...(run.header.subskill === undefined ? {} : { subskill: run.header.subskill }),
    owner: run.header.owner ?? null,
    step: stepOf(current ?? shown.at(-1)),
    status: current?.result.kind === "done" ? "done" : refused ? "rejected" : "active",
    startedAt: run.header.createdAt,
    // A session file's time is the file system's, whose clock ticks coarser than the one that wrote
    // `createdAt`: a run just made can look changed a few ms before it started.
    updatedAt: new Date(Math.max(updatedAt.getTime(), Date.parse(run.header.createdAt) || 0)).toISOString(),
  };
}

function stepOf(record: ResultRecord | undefined): string {
  if (record === undefined) return "";
  return record.result.kind === "prompt" ? record.result.step : (lastStep(record) ?? "");
}
