// Checks every found skill, sharing the work with worker threads when there are many skills and idle cores.
import { availableParallelism, loadavg } from "node:os";
import { Worker } from "node:worker_threads";
import { checkSkill } from "./check-skill.js";
import type { FoundSkill } from "./find-skills.js";
import type { CheckRules, SkillCheck } from "./skill-check.js";
import type { WorkerInput, WorkerMessage } from "./validate-worker.js";

/** Below this many skills a worker's start-up (about 0.2 s) costs more than it saves. */
const minSkillsForWorkers = 2000;

/**
 * Threads to use: one per idle core (cores minus the load average, rounded up), at most 4. On a busy
 * machine workers only add their start-up and a second JIT warm-up, so the main thread works alone.
 * `forced` (a whole number, at most 16 is used) overrides both rules.
 */
export function threadCount(
  skills: number,
  machine: { readonly cores: number; readonly load: number; readonly forced?: number | undefined },
): number {
  const { forced } = machine;
  if (forced !== undefined && Number.isInteger(forced) && forced >= 1) return Math.min(forced, 16);
  if (skills < minSkillsForWorkers) return 1;
  return Math.max(1, Math.min(4, machine.cores, Math.ceil(machine.cores - machine.load)));
}

function inWorker(input: WorkerInput, onProgress: (done: number) => void): Promise<SkillCheck[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./validate-worker.js", import.meta.url), { workerData: input });
    worker.on("message", (message: WorkerMessage) => {
      if (message.kind === "progress") onProgress(message.done);
      else resolve([...message.checks]);
    });
    worker.on("error", reject);
    worker.on("exit", (code) => {
      reject(new Error(`validate worker exited with code ${code} before it finished`));
    });
  });
}

/** The checks in the order of `skills`. A worker that fails leaves its share to the main thread. */
export async function checkAll(
  skills: readonly FoundSkill[],
  options: { readonly rules: CheckRules; readonly threads?: number | undefined; readonly onProgress: (done: number) => void },
): Promise<SkillCheck[]> {
  const wanted = threadCount(skills.length, { cores: availableParallelism(), load: loadavg()[0] ?? 0, forced: options.threads });
  const threads = Math.max(1, Math.min(wanted, skills.length));
  const size = Math.ceil(skills.length / threads);
  const shares = Array.from({ length: threads }, (_, index) => skills.slice(index * size, (index + 1) * size));
  const done = shares.map(() => 0);
  const report = (share: number, count: number): void => {
    done[share] = count;
    options.onProgress(done.reduce((sum, value) => sum + value, 0));
  };
  const [mine = [], ...theirs] = shares;
  const pending = theirs.map((share, index) =>
    inWorker({ skills: share, rules: options.rules }, (count) => {
      report(index + 1, count);
    }).catch(() => share.map((skill) => checkSkill(skill, options.rules))),
  );
  const own = mine.map((skill, index) => {
    if (index % 50 === 0) report(0, index);
    return checkSkill(skill, options.rules);
  });
  report(0, own.length);
  return [own, ...(await Promise.all(pending))].flat();
}
