// The history a run replays: per prompt or done result, `completed` then each `autoAdvanced` entry.
import type { StepResult } from "@skill-kit/core";
import type { Run } from "./run-records.js";

export function historyOf(run: Run): StepResult[] {
  return run.records.flatMap((record) => {
    if (record.type !== "result" || record.result.kind === "error") return [];
    const { completed, autoAdvanced = [] } = record.result;
    return completed === undefined ? [...autoAdvanced] : [completed, ...autoAdvanced];
  });
}
