// The kept lock's fairness (issue 40, docs/decisions/2026-11-29-fair-kept-lock.md): how long a CLI
// `advance` on a run takes while a stdio SDK client advances the same run 10 ms apart (the server
// keeping the run's lock between its calls), against the same CLI advance with no stdio client.
// Run alone with `node bench/kept-lock.mjs` (BENCH_KEPT_ROUNDS CLI advances in each mode).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { connectStdioClient } from "@skill-kit/mcp-testing";
import { benchEnv, median, root, table } from "./lib.mjs";

const pause = (ms) => new Promise((wake) => setTimeout(wake, ms));

/** One CLI advance of `session` as its own process, timed from spawn to exit; never blocks the event loop. */
function cliAdvance(run, { session, sessions, n }) {
  return new Promise((done) => {
    const started = process.hrtime.bigint();
    const args = ["advance", "--session", session, "--session-dir", sessions, "--step", "count"];
    const child = spawn(run, [...args, "--output", JSON.stringify({ n, more: true }), "--print"], { env: benchEnv() });
    let said = "";
    child.stdout.on("data", (chunk) => (said += chunk.toString("utf8")));
    child.stderr.on("data", (chunk) => (said += chunk.toString("utf8")));
    child.on("close", (status) => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      done({ ms, ok: status === 0, busy: /SESSION_BUSY|session is busy/.test(said) });
    });
  });
}

/** `rounds` CLI advances of one run, one after another; with `hot`, an SDK client advances the same run 10 ms apart meanwhile. */
async function advances(run, { rounds, hot }) {
  const sessions = mkdtempSync(join(tmpdir(), "skill-kit-bench-kept-lock-"));
  const server = await connectStdioClient({ command: run, args: ["mcp", "--session-dir", sessions] });
  const session = (await server.callTool("start", { params: {} })).structuredContent.session;
  const state = { hot, calls: 0 };
  const loop = (async () => {
    for (let n = 0; state.hot; n += 1) {
      await server.callTool("advance", { session, step: "count", output: { n, more: true } });
      state.calls += 1;
      await pause(10);
    }
  })();
  // With no hot client, the server has let the run's lock go after its keep time.
  if (!hot) await pause(200);
  const results = [];
  try {
    for (let n = 0; n < rounds; n += 1) results.push(await cliAdvance(run, { session, sessions, n: 1_000_000 + n }));
  } finally {
    state.hot = false;
    await loop;
    await server.close();
  }
  return { results, calls: state.calls };
}

export async function keptLock(built, rounds = 20) {
  const counter = built.find((b) => b.name === "counter");
  const run = join(counter.dir, "scripts/run");
  const loadBefore = loadavg()[0];
  const idle = await advances(run, { rounds, hot: false });
  const hot = await advances(run, { rounds, hot: true });
  const base = median(idle.results.map((r) => r.ms));
  const row = (label, { results, calls }) => {
    const ms = results.map((r) => r.ms);
    const failed = results.filter((r) => !r.ok).length;
    const busy = results.filter((r) => r.busy).length;
    return [
      label,
      `${results.length - failed}/${results.length}`,
      String(busy),
      median(ms).toFixed(0),
      Math.max(...ms).toFixed(0),
      (median(ms) - base).toFixed(0),
      (Math.max(...ms) - base).toFixed(0),
      String(calls),
    ];
  };
  const load = `load average ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`;
  return `### Kept lock: a CLI advance while a stdio client advances the same run (${rounds} CLI advances each)\n\nTarget: each CLI advance within 1 s, none SESSION_BUSY; the wait is its time above the median with no stdio client; ${load}.\n\n${table(
    [
      "stdio client",
      "CLI advances ok",
      "SESSION_BUSY",
      "median ms",
      "max ms",
      "median wait ms",
      "max wait ms",
      "stdio calls meanwhile",
    ],
    [row("none", idle), row("advancing 10 ms apart", hot)],
  )}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  // Only the counter fixture: what buildExamples builds for it, without the examples.
  const dir = mkdtempSync(join(tmpdir(), "skill-kit-bench-kept-lock-built-"));
  const cli = join(root, "apps/cli/dist/bin.js");
  const build = spawnSync(
    process.execPath,
    [cli, "build", join(import.meta.dirname, "fixtures/counter.ts"), "-o", dir, "--no-typecheck"],
    {
      encoding: "utf8",
    },
  );
  if (build.status !== 0) throw new Error(`build of the counter fixture failed:\n${build.stderr}`);
  console.log(await keptLock([{ name: "counter", dir }], Number(process.env.BENCH_KEPT_ROUNDS ?? 20)));
}
