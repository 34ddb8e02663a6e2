// What a 2026-07-28 question leaves on the server: nothing but the run. The request state a client
// echoes back names the run and how far it was when the question was asked (docs/decisions/
// 2026-11-29-compact-request-state.md); the pending prompt, the first prompt's preamble and the
// steps the user answered in this call are read back from the run itself.
import { fileRunStore, type Run, type RunRecord, type RunStore, type StoredResult } from "@skill-kit/sessions";
import { runResultOf } from "./run-result.js";
import type { RunResult } from "./tool-schemas.js";
import type { StepResult } from "./elicit-answers.js";

/** How the question tools read a run: the same store, and the same owner, as the calls that advance it. */
export interface QuestionRuns {
  /** The run `session` of this caller; rejects with the store's `SessionError` (`SESSION_NOT_FOUND`, …). */
  readonly read: (session: string) => Promise<Run>;
  /** The result the agent is shown for a stored one (`skill-kit-mcp` names the skill in it); as it is by default. */
  readonly shown?: (result: RunResult) => RunResult;
}

/** The runs of `store`, or of the session files of `sessionDir` when there is no store, as `owner` may read them. */
export function storeRuns(input: {
  readonly store?: RunStore | undefined;
  readonly sessionDir?: string | undefined;
  readonly owner?: string | undefined;
}): QuestionRuns {
  let store = input.store;
  return {
    read: async (session) => {
      store ??= fileRunStore({ sessionDir: input.sessionDir });
      return (await store.read(session, input.owner)).run;
    },
  };
}

/** A run as a question sees it: its length (what a state pins) and its pending result. */
export interface RunAt {
  readonly records: number;
  /** The last result of the run: what the agent (or the user) answers next. */
  readonly pending: StoredResult | undefined;
}

export function runAt(run: Run): RunAt {
  const last = run.records.findLast(isResult);
  return { records: run.records.length, pending: last?.result };
}

/** The step a result waits on, for messages: `done` for a finished run. */
export function waitingOn(result: StoredResult | undefined): string {
  if (result === undefined) return "(none yet)";
  if (result.kind === "done") return "(none: the run is done)";
  return `"${result.step}"`;
}

/**
 * The steps the user answered from record `from` on: the `completed` of each advance's last result.
 * Every output record after `from` is an answer of this call's questions (a state is refused when
 * anything else moved the run).
 */
export function elicitedSince(run: Run, input: { readonly session: string; readonly from: number }): StepResult[] {
  const steps: StepResult[] = [];
  const { records } = run;
  for (let index = input.from; index < records.length; index += 1) {
    const record = records[index];
    if (record?.type !== "output") continue;
    let end = index + 1;
    while (records[end]?.type === "result") end += 1;
    const answer = records[end - 1];
    if (answer?.type !== "result" || end === index + 1) continue;
    const completed = runResultOf(input.session, answer.result).completed;
    if (completed !== undefined) steps.push(completed);
  }
  return steps;
}

/** The preamble of the result just before record `from` (the prompt this call first asked), when it has one. */
export function preambleBefore(run: Run, from: number): string | undefined {
  const record = run.records[from - 1];
  return record?.type === "result" && record.result.kind === "prompt" ? record.result.preamble : undefined;
}

const isResult = (record: RunRecord): record is Extract<RunRecord, { readonly type: "result" }> => record.type === "result";
