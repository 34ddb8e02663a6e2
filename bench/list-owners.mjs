// What naming each run's owner costs the session files' `list()` (the studio polls it every 300 ms):
// `list()` now reads each file and parses its header line; before, it only looked at each file's
// stat (readdir and lstat, measured here as that listing). Runs of 6 calls each (13 records), half
// with an owner. Run alone with `node bench/list-owners.mjs` (BENCH_LIST_RUNS runs, 500 by default).
import console from "node:console";
import { randomUUID } from "node:crypto";
import { lstatSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import process from "node:process";
import { fileRunStore } from "@skill-kit/sessions";
import { median, table } from "./lib.mjs";

const runs = Number(process.env.BENCH_LIST_RUNS ?? 500);
const rounds = 20;
const dir = mkdtempSync(join(tmpdir(), "skill-kit-bench-list-owners-"));
const store = fileRunStore({ sessionDir: dir });

const prompt = (step) => ({
  type: "result",
  result: {
    kind: "prompt",
    step,
    prompt: `Answer ${step}: ${"a sentence of the prompt. ".repeat(8)}`,
    schema: { type: "object" },
  },
});
const output = (step) => ({ type: "output", step, output: { answer: `${step} answered`, n: 1 } });

for (let n = 0; n < runs; n += 1) {
  const id = randomUUID().replaceAll("-", "");
  const owner = n % 2 === 0 ? `user-${String(n)}` : undefined;
  const header = {
    type: "header",
    sessionId: id,
    skill: "bench",
    host: "generic",
    params: {},
    createdAt: new Date().toISOString(),
    outputMode: "flag",
    ...(owner === undefined ? {} : { owner }),
  };
  const records = [prompt("s0"), ...Array.from({ length: 6 }, (_, i) => [output(`s${i}`), prompt(`s${i + 1}`)]).flat()];
  await store.create({ id, owner, header, records });
}

/** Median milliseconds of `rounds` calls of `work`, after one warm-up. */
async function timed(work) {
  await work();
  const samples = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = process.hrtime.bigint();
    await work();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return median(samples).toFixed(1);
}

const statOnly = () => readdirSync(dir).map((name) => lstatSync(join(dir, name)).mtimeMs);
const listed = await store.list();
const named = listed.filter((entry) => entry.owner !== undefined).length;
console.log(`session files: ${String(runs)} runs (${String(named)} with an owner), load average ${loadavg()[0].toFixed(1)}`);
console.log(
  table(
    ["listing", `median ms of ${String(rounds)}`],
    [
      ["readdir + lstat (the listing before)", await timed(statOnly)],
      ["list() with owners", await timed(() => store.list())],
      ['list("user-0")', await timed(() => store.list("user-0"))],
    ],
  ),
);
rmSync(dir, { recursive: true, force: true });
