// A run's history as the studio shows it, read from its records: the start, each answer taken or
// refused (with the refusal's reason), each step that ran without a prompt, and the end.
import type { ResultRecord, Run, RunRecord } from "@skill-kit/sessions";

type HistoryKind = "start" | "answer" | "rejected" | "auto" | "done";

export interface HistoryEntry {
  /**
   * When the record was written: the run's start, or the store's time of the change that wrote it.
   * When this process did not see that change, the time of the next change it knows (the record
   * was written then or before), with `approximate: true`.
   */
  readonly at: string;
  readonly approximate?: true;
  readonly step: string;
  readonly kind: HistoryKind;
  readonly output?: unknown;
  readonly reason?: string;
}

/** `times[i]` is when record `i` was written, or null. */
export type RecordTimes = readonly (string | null)[];

interface Pending {
  readonly step: string;
  readonly output: unknown;
}

/**
 * The history of `run`. A call appends its output (if any), then one informational prompt per step
 * that ran without one, then its result: the informational ones are read through the result's
 * `autoAdvanced`, as a replay reads them.
 */
export function historyOf(run: Run, times: RecordTimes): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  let pending: Pending | undefined;
  run.records.forEach((record, index) => {
    if (record.type === "output") pending = { step: record.step ?? "", output: record.output };
    if (record.type !== "result" || run.records[index + 1]?.type === "result") return;
    if (entries.length === 0) entries.push({ at: run.header.createdAt, step: firstStep(record), kind: "start" });
    entries.push(...resultEntries(record, { at: timeAt(times, index) ?? { at: run.header.createdAt }, pending }));
    pending = undefined;
  });
  return entries;
}

type Time = { readonly at: string; readonly approximate?: true };

/** Record `index`'s time, or the next known one (marked approximate). */
function timeAt(times: RecordTimes, index: number): Time | undefined {
  const known = times[index];
  if (typeof known === "string") return { at: known };
  const later = times.slice(index + 1).find((time) => typeof time === "string");
  return typeof later === "string" ? { at: later, approximate: true } : undefined;
}

function resultEntries(record: ResultRecord, context: { at: Time; pending: Pending | undefined }): HistoryEntry[] {
  const { result } = record;
  const { pending } = context;
  const when = context.at;
  if (result.kind === "error") {
    const step = pending?.step ?? result.step;
    return [
      { ...when, step, kind: "rejected", ...(pending === undefined ? {} : { output: pending.output }), reason: result.message },
    ];
  }
  const answered = result.completed ?? (pending === undefined ? undefined : { step: pending.step, response: pending.output });
  const entries: HistoryEntry[] = [];
  if (answered !== undefined)
    entries.push({ ...when, step: answered.step, kind: "answer", output: pending?.output ?? answered.response });
  for (const auto of result.autoAdvanced ?? [])
    entries.push({
      ...when,
      step: auto.step,
      kind: "auto",
      ...(auto.actionResult === undefined ? {} : { output: auto.actionResult }),
    });
  if (result.kind === "done") entries.push({ ...when, step: lastStep(record) ?? "", kind: "done", output: result.finalOutput });
  return entries;
}

/** The step a run began at: the first that ran without a prompt, or the first prompt's. */
function firstStep(record: ResultRecord): string {
  const { result } = record;
  if (result.kind === "error") return result.step;
  return result.autoAdvanced?.[0]?.step ?? (result.kind === "prompt" ? result.step : (result.completed?.step ?? ""));
}

/** The last step a result says ran (for a done result: the step that ended the run). */
export function lastStep(record: ResultRecord): string | undefined {
  const { result } = record;
  if (result.kind === "error") return result.step;
  return result.autoAdvanced?.at(-1)?.step ?? result.completed?.step;
}

/** Whether `record` is a result the agent was shown (not the informational prompt of a step that ran without one). */
export function isShownResult(records: readonly RunRecord[], index: number): boolean {
  return records[index]?.type === "result" && records[index + 1]?.type !== "result";
}
