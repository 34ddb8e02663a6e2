// Decoders for the runs' answers and events: GET /api/runs, /api/runs/:id, and `event: runs`.
import { listOf, objectOf, oneOf, optionalNumberOf, optionalTextOf, textOf } from "./json.js";
import type { HistoryItem, RunSummary } from "./types.js";

function runOf(value: unknown): RunSummary {
  const from = objectOf(value, "run");
  return {
    id: textOf(from, "id"),
    skill: textOf(from, "skill"),
    owner: optionalTextOf(from, "owner") ?? null,
    step: textOf(from, "step"),
    status: oneOf(from.status, ["active", "done", "rejected"]),
    startedAt: textOf(from, "startedAt"),
    updatedAt: textOf(from, "updatedAt"),
  };
}

export interface RunList {
  /** The store's spec (GET /api/runs; an event has none). */
  readonly store: string | undefined;
  readonly runs: readonly RunSummary[];
  /** Runs not listed: another owner's, unreadable, or past the list's bound. */
  readonly hidden: number;
}

/** `{ store, runs, hidden }` from GET /api/runs or an `event: runs`. */
export function runListOf(value: unknown): RunList {
  const from = objectOf(value, "answer");
  return {
    store: optionalTextOf(from, "store"),
    runs: listOf(from, "runs", runOf),
    hidden: optionalNumberOf(from, "hidden") ?? 0,
  };
}

function historyItemOf(value: unknown): HistoryItem {
  const from = objectOf(value, "history item");
  return {
    at: textOf(from, "at"),
    step: textOf(from, "step"),
    kind: oneOf(from.kind, ["start", "answer", "rejected", "auto", "done"]),
    output: from.output,
    reason: optionalTextOf(from, "reason"),
  };
}

export function runPageOf(value: unknown): { readonly run: RunSummary; readonly history: readonly HistoryItem[] } {
  const from = objectOf(value, "answer");
  return { run: runOf(from.run), history: listOf(from, "history", historyItemOf) };
}
