// A worker thread of `validateSkills`: checks its share of the skills and posts the results back.
import { parentPort, workerData } from "node:worker_threads";
import { checkSkill } from "./check-skill.js";
import type { FoundSkill } from "./find-skills.js";
import type { CheckRules, SkillCheck } from "./skill-check.js";

/** What the main thread sends. */
export interface WorkerInput {
  readonly skills: readonly FoundSkill[];
  readonly rules: CheckRules;
}

/** What a worker posts: progress now and then, the checks at the end. */
export type WorkerMessage =
  | { readonly kind: "progress"; readonly done: number }
  | { readonly kind: "done"; readonly checks: readonly SkillCheck[] };

function isWorkerInput(value: unknown): value is WorkerInput {
  return (
    typeof value === "object" &&
    value !== null &&
    "skills" in value &&
    Array.isArray(value.skills) &&
    "rules" in value &&
    typeof value.rules === "string"
  );
}

function checkShare(input: WorkerInput): void {
  const checks: SkillCheck[] = [];
  for (const skill of input.skills) {
    checks.push(checkSkill(skill, input.rules));
    if (checks.length % 250 === 0) parentPort?.postMessage({ kind: "progress", done: checks.length } satisfies WorkerMessage);
  }
  parentPort?.postMessage({ kind: "done", checks } satisfies WorkerMessage);
}

const input: unknown = workerData;
if (!isWorkerInput(input)) throw new Error("validate worker: unexpected workerData");
checkShare(input);
