// A CLI step's wall time against a bare `node -e 0` on the same Node, interleaved, medians; and the
// same across Node 20 and 24, whichever built the skill (the code cache of another V8: issue 40).
// Run alone: `node bench/startup.mjs` (both Nodes side by side, BENCH_ROUNDS rounds, BENCH_RUNS runs).
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import process from "node:process";
import { pathToFileURL } from "node:url";
import { ensureNode24 } from "../tooling/release-tests/node24.mjs";
import { median, root, table, timeInterleaved } from "./lib.mjs";

export function startup(built, rounds = 15) {
  const counter = built.find((b) => b.name === "counter");
  if (counter === undefined) throw new Error("the counter fixture is needed for the start-up benchmark");
  const run = join(counter.dir, "scripts/run");
  const sessions = mkdtempSync(join(tmpdir(), "skill-kit-bench-sessions-"));
  // The step's code cache is kept in the user's cache folder: one of the bench's own, not the real home.
  const env = { XDG_CACHE_HOME: join(sessions, "cache-home") };
  const entry = (n) => ({ step: "count", response: { n, more: true } });
  const history1 = JSON.stringify([entry(0)]);
  const historyFile = join(sessions, "history-1000.json");
  writeFileSync(historyFile, JSON.stringify(Array.from({ length: 1000 }, (_, n) => entry(n))));
  const newSession = () =>
    JSON.parse(
      spawnSync(run, ["--params", "{}", "--session", "new", "--output-mode", "flag", "--session-dir", sessions], {
        encoding: "utf8",
        env: { ...process.env, ...env },
      }).stdout,
    ).sessionId;
  const sessionAdvance = (print) => () => [
    "advance",
    "--session",
    newSession(),
    "--session-dir",
    sessions,
    "--step",
    "count",
    "--output",
    '{"n":0,"more":true}',
    ...(print ? ["--print"] : []),
  ];
  const steps = [
    { label: "start (stateless)", args: ["--params", "{}"] },
    {
      label: "advance, 1 history entry",
      args: ["advance", "--step", "count", "--output", '{"n":1,"more":true}', "--history", history1],
    },
    {
      label: "advance, 1,000 history entries (@file)",
      args: ["advance", "--step", "count", "--output", '{"n":1000,"more":false}', "--history", `@${historyFile}`],
    },
    { label: "advance, session (line number)", prepare: sessionAdvance(false) },
    { label: "advance, session --print (one call)", prepare: sessionAdvance(true) },
    // Not a target: an answer the build's check does not accept loads ArkType for its message.
    {
      label: "advance, invalid answer (loads ArkType)",
      args: ["advance", "--step", "count", "--output", '{"n":"one","more":true}', "--history", history1],
      status: 0,
    },
  ];
  const commands = [
    { label: "node -e 0", file: process.execPath, args: ["-e", "0"] },
    ...steps.map((step) => ({ ...step, file: run, env })),
  ];
  // One untimed step first: it inflates the build's code cache and keeps it for the timed ones.
  spawnSync(run, ["--params", "{}"], { encoding: "utf8", env: { ...process.env, ...env } });
  const medians = timeInterleaved(commands, rounds);
  const base = medians.get("node -e 0");
  const rows = [...medians].map(([label, ms]) => [label, ms.toFixed(1), (ms / base).toFixed(2)]);
  return `### CLI step start-up (${rounds} interleaved rounds, medians, Node ${process.version}, without NODE_EXTRA_CA_CERTS)\n\nTarget: ≤ 1.3× \`node -e 0\`, never above 2×, through the built skill's \`scripts/run\`.\n\n${table(["command", "median ms", "× node -e 0"], rows)}\n\n${startupAcrossNodes(rounds)}`;
}

/** This Node and Node 24 (tooling/release-tests/node24.mjs), one of each major. */
function nodes() {
  const found = new Map();
  for (const path of [process.execPath, ensureNode24()]) {
    const version = spawnSync(path, ["-v"], { encoding: "utf8" }).stdout.trim();
    const major = version.split(".")[0];
    if (!found.has(major)) found.set(major, { major, version, path });
  }
  return [...found.values()];
}

/**
 * The lane where `on` can keep no code cache of its own (as before issue 40): the user's cache
 * folder is one others can write, so the gate neither reads nor writes it.
 */
function withoutOwnCache(dir, on, env) {
  const cacheHome = `${dir}-no-own-cache-on-${on.major}`;
  mkdirSync(join(cacheHome, "skill-kit", "code-cache"), { recursive: true });
  chmodSync(join(cacheHome, "skill-kit", "code-cache"), 0o777);
  return { dir, env: { ...env, XDG_CACHE_HOME: cacheHome }, note: " (no cache of its own, as before)" };
}

/**
 * The counter fixture built by each Node and run on each, through `scripts/run` with that Node
 * first on PATH, each ÷ that Node's own `node -e 0`, all interleaved in one loop. One untimed
 * step first on each: it keeps the code cache of that V8 (the build's, inflated, or on another Node
 * one of its own) in an XDG_CACHE_HOME of each pair's own, never the real home.
 */
export function startupAcrossNodes(rounds = 15) {
  const all = nodes();
  const out = mkdtempSync(join(tmpdir(), "skill-kit-bench-nodes-"));
  const history1 = JSON.stringify([{ step: "count", response: { n: 0, more: true } }]);
  const steps = [
    { label: "start", args: ["--params", "{}"] },
    { label: "advance", args: ["advance", "--step", "count", "--output", '{"n":1,"more":true}', "--history", history1] },
  ];
  // Each process appends the CPU time it used (user + system) at exit: less swayed by a loaded machine than wall time.
  const cpuLog = join(out, "cpu.cjs");
  writeFileSync(
    cpuLog,
    'process.on("exit", () => { const u = process.cpuUsage(); require("node:fs").appendFileSync(process.env.BENCH_CPU_LOG, (u.user + u.system) / 1000 + "\\n"); });\n',
  );
  const measured = (label, env) => ({
    ...env,
    NODE_OPTIONS: `--require ${cpuLog}`,
    BENCH_CPU_LOG: join(out, `${label.replace(/[^a-z0-9]+/gi, "-")}.cpu`),
  });
  const commands = all.map((on) => {
    const label = `node -e 0 on ${on.major}`;
    return { label, file: on.path, args: ["-e", "0"], env: measured(label, {}) };
  });
  const cells = [];
  for (const by of all) {
    const dir = join(out, `built-on-${by.major}`);
    const cli = join(root, "apps/cli/dist/bin.js");
    const build = spawnSync(by.path, [cli, "build", join(root, "bench/fixtures/counter.ts"), "-o", dir, "--no-typecheck"], {
      encoding: "utf8",
    });
    if (build.status !== 0) throw new Error(`build on Node ${by.version} failed:\n${build.stderr}`);
    for (const on of all) {
      const env = {
        PATH: `${dirname(on.path)}${delimiter}${process.env.PATH ?? ""}`,
        XDG_CACHE_HOME: join(out, `cache-home-built-on-${by.major}-run-on-${on.major}`),
      };
      const first = spawnSync(join(dir, "scripts/run"), steps[0].args, { encoding: "utf8", env: { ...process.env, ...env } });
      if (first.status !== 0)
        throw new Error(`the first step of the build on ${by.major}, on ${on.major}, failed: ${first.stderr}`);
      const lanes = [{ dir, env, note: "" }];
      if (by !== on) lanes.push(withoutOwnCache(dir, on, env));
      for (const lane of lanes)
        for (const step of steps) {
          const label = `${step.label}${lane.note}, built on ${by.major}, run on ${on.major}`;
          commands.push({ label, file: join(lane.dir, "scripts/run"), args: step.args, env: measured(label, lane.env) });
          cells.push({ label, step: `${step.label}${lane.note}`, by, on });
        }
    }
  }
  const load = loadavg()[0];
  const medians = timeInterleaved(commands, rounds);
  const cpu = (label) => median(readFileSync(measured(label, {}).BENCH_CPU_LOG, "utf8").trim().split("\n").map(Number));
  const rows = cells.map((cell) => {
    const ms = medians.get(cell.label);
    const base = `node -e 0 on ${cell.on.major}`;
    const wall = medians.get(base);
    return [
      cell.step,
      cell.by.version,
      cell.on.version,
      ms.toFixed(1),
      wall.toFixed(1),
      (ms / wall).toFixed(2),
      (cpu(cell.label) / cpu(base)).toFixed(2),
    ];
  });
  const note = `${rounds} interleaved rounds, medians; load average ${load.toFixed(1)} → ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`;
  return `### CLI step start-up across Node versions (${note})\n\nTarget: ≤ 1.3× that Node's \`node -e 0\` whichever Node built the skill (the counter fixture, through \`scripts/run\`). CPU: the user + system time the process reports at exit (a \`--require\` in NODE_OPTIONS, on every lane), ÷ that of \`node -e 0\`: steadier than wall time on a loaded machine.\n\n${table(
    ["step", "built on", "run on", "median ms", "node -e 0 ms", "× node -e 0", "CPU × node -e 0"],
    rows,
  )}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const runs = Number(process.env.BENCH_RUNS ?? 1);
  for (let run = 0; run < runs; run += 1) console.log(startupAcrossNodes(Number(process.env.BENCH_ROUNDS ?? 15)));
}
