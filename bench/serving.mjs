// Serving over HTTP (issues 21, 29): `advance` calls per second and p50/p99 latency with each run
// store (session files, PostgreSQL, Redis), at 1, 16 and 128 concurrent runs, on one instance and on
// three behind a round-robin proxy, and each as a share of the limit: the same client loop against a
// bare MCP SDK server with one echo tool (bench/fixtures/bare-http-server.mjs), measured in turn with
// the stores in each round. Each run is the counter fixture: a start, then 20 advances, then a new
// run. Run alone with `node bench/serving.mjs` (BENCH_SERVING_SECONDS per cell, 4 by default;
// BENCH_SERVING_ROUNDS, 2; BENCH_SERVING_SHAPE, `1,3x1,16,128`: instances x runs).
// BENCH_SERVING_BEFORE=<dir of a counter built from older code> adds that build's PostgreSQL and
// Redis lanes, so a change is measured before and after in the same run.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { connectHttpClient, startHttpServer } from "@skill-kit/mcp-testing";
import { root, table } from "./lib.mjs";

/** The test suites' TypeScript helpers (real database servers, the round-robin proxy), compiled for Node by esbuild. */
export async function loadTypeScript(path, out) {
  const esbuild = createRequire(join(root, "packages/builder/package.json"))("esbuild");
  const file = join(out, `${path.replaceAll("/", "_")}.mjs`);
  await esbuild.build({ entryPoints: [join(root, path)], outfile: file, format: "esm", platform: "node", logLevel: "silent" });
  return import(pathToFileURL(file).href);
}

function buildCounter(out) {
  const dir = join(out, "counter");
  const cli = join(root, "apps/cli/dist/bin.js");
  // Served over HTTP with database stores: the server-only parts a default build leaves out.
  const entry = join(root, "bench/fixtures/counter.ts");
  const flags = ["--no-typecheck", "--with", "http,stores"];
  const run = spawnSync(process.execPath, [cli, "build", entry, "-o", dir, ...flags], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`build of the counter fixture failed:\n${run.stderr}`);
  return dir;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * `concurrency` agents, each on its own connection, drive runs for `seconds` once all are connected
 * (connecting is not timed); every advance is timed.
 */
async function drive(url, concurrency, seconds, tools) {
  const latencies = [];
  const clients = await Promise.all(Array.from({ length: concurrency }, () => connectHttpClient({ url })));
  const began = Date.now();
  const deadline = began + seconds * 1000;
  const agent = async (http) => {
    while (Date.now() < deadline) {
      const { session } = (await http.callTool(tools.start, { params: {} })).structuredContent;
      for (let n = 0; n < 20 && Date.now() < deadline; n += 1) {
        const started = process.hrtime.bigint();
        const result = await http.callTool(tools.advance, { session, step: "count", output: { n, more: true } });
        if (result.isError) throw new Error(`advance failed: ${JSON.stringify(result.content)}`);
        latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
    }
  };
  try {
    await Promise.all(clients.map(agent));
  } finally {
    await Promise.all(clients.map((http) => http.close()));
  }
  const elapsed = (Date.now() - began) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return { perSecond: latencies.length / elapsed, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

/** Our server on `lane.spec`, or with `lane.bare` the bare SDK server, whose one tool stands for both of ours. */
const serverOf = (lane, counter) =>
  lane.bare
    ? { command: process.execPath, args: [join(root, "bench/fixtures/bare-http-server.mjs")] }
    : {
        command: join(lane.counter ?? counter, "scripts/run"),
        // One token drives every run here: 128 at once is past the default per-user limit (64), and
        // its calls a second may pass the default rate (1,000); not an older build's flags
        // (BENCH_SERVING_BEFORE lanes run without them).
        args: [
          "mcp",
          "--http",
          "--port",
          "0",
          "--no-token",
          "--store",
          lane.spec,
          ...(lane.counter === undefined ? ["--max-user-requests", "256", "--max-user-rate", "1000000"] : []),
        ],
      };
const toolsOf = (lane) => (lane.bare ? { start: "echo", advance: "echo" } : { start: "start", advance: "advance" });

/**
 * Every lane's servers up at once (idle ones cost nothing), then for each number of concurrent runs
 * the lanes one after another, `rounds` times: a store and the limit are measured minutes apart at
 * most, under the same load from the rest of the machine. Each lane is warmed up first (untimed).
 */
async function cells(lanes, { counter, proxyModule, seconds, rounds, shape }) {
  const rows = [];
  for (const instances of shape.instances) {
    const urls = [];
    const closers = [];
    try {
      for (const lane of lanes) {
        const servers = await Promise.all(Array.from({ length: instances }, () => startHttpServer(serverOf(lane, counter))));
        closers.push(() => Promise.all(servers.map((server) => server.kill())));
        const proxy = instances === 1 ? undefined : await proxyModule.roundRobinProxy(servers.map((server) => server.url));
        if (proxy) closers.push(() => proxy.close());
        urls.push(proxy?.url ?? servers[0].url);
        await drive(urls.at(-1), 4, 1, toolsOf(lane));
      }
      for (const concurrency of shape.runs) {
        const measured = lanes.map(() => []);
        for (let round = 0; round < rounds; round += 1)
          for (const [index, lane] of lanes.entries())
            measured[index].push(await drive(urls[index], concurrency, seconds, toolsOf(lane)));
        const limits = measured[0];
        for (const [index, lane] of lanes.entries()) {
          const ratios = measured[index].map((figures, round) => figures.perSecond / limits[round].perSecond);
          rows.push({ lane: lane.name, instances, concurrency, figures: measured[index], ratios });
        }
      }
    } finally {
      for (const close of closers.reverse()) await close();
    }
  }
  return rows;
}

/** The median of `values`, with their range when they differ. */
const spread = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  const all = range(values, 2);
  return sorted.length < 3 || !all.includes("–") ? all : `${middle.toFixed(2)} (${all})`;
};

const range = (values, digits) => {
  const sorted = [...values].sort((a, b) => a - b);
  const [low, high] = [sorted[0], sorted.at(-1)];
  return low.toFixed(digits) === high.toFixed(digits) ? low.toFixed(digits) : `${low.toFixed(digits)}–${high.toFixed(digits)}`;
};

/** Which cells: numbers of instances and of concurrent runs (BENCH_SERVING_SHAPE, e.g. `1x16`, `1,3x1,16,128`). */
function shapeOf(text = "1,3x1,16,128") {
  const [instances = "", runs = ""] = text.split("x");
  const numbers = (list) => list.split(",").map(Number);
  return { instances: numbers(instances), runs: numbers(runs) };
}

export async function serving(seconds = 4, rounds = 2, before = undefined, shapeText = undefined) {
  const shape = shapeOf(shapeText);
  const out = mkdtempSync(join(tmpdir(), "skill-kit-bench-serving-"));
  const skipped = [];
  const databases = [];
  let rows;
  try {
    const counter = buildCounter(out);
    const servers = await loadTypeScript("tooling/test-utils/src/servers.ts", out);
    const proxyModule = await loadTypeScript("e2e/mcp-transport/test/http/round-robin-proxy.ts", out);
    const sessions = join(out, "sessions");
    mkdirSync(sessions, { mode: 0o700 });
    const lanes = [
      { name: "bare SDK (echo)", bare: true },
      { name: "session files", spec: `file:${sessions}` },
    ];
    for (const [name, start] of [
      ["PostgreSQL", servers.startPostgres],
      ["Redis", servers.startRedis],
    ]) {
      try {
        const database = await start();
        databases.push(database);
        lanes.push({ name, spec: database.url });
        if (before !== undefined) lanes.push({ name: `${name} (before)`, spec: database.url, counter: before });
      } catch (error) {
        skipped.push(`${name} skipped: ${error.message}`);
      }
    }
    rows = await cells(lanes, { counter, proxyModule, seconds, rounds, shape });
  } finally {
    for (const database of databases) await database.dispose();
    rmSync(out, { recursive: true, force: true });
  }
  const note = `${seconds} s per cell, ${rounds} rounds (figures low–high; from 3 rounds on, ratios as median (low–high)), on ${availableParallelism()} cores; three instances share those cores with the proxy, the clients and the database. "÷ limit": advance calls/s over the bare SDK server's echo calls/s in the same round, at the same instances and runs.`;
  const cellsOf = (row) => [
    row.lane,
    row.instances,
    row.concurrency,
    range(
      row.figures.map((figures) => figures.perSecond),
      0,
    ),
    range(
      row.figures.map((figures) => figures.p50),
      1,
    ),
    range(
      row.figures.map((figures) => figures.p99),
      1,
    ),
    spread(row.ratios),
  ];
  const sorted = [...rows].sort((a, b) =>
    a.lane === b.lane ? 0 : rows.findIndex((row) => row.lane === a.lane) - rows.findIndex((row) => row.lane === b.lane),
  );
  return `### Serving over HTTP (\`scripts/run mcp --http --store …\`, the counter fixture)\n\n${note}\n\n${table(
    ["store", "instances", "concurrent runs", "advance calls/s", "p50 ms", "p99 ms", "÷ limit"],
    sorted.map(cellsOf),
  )}\n${skipped.map((line) => `\n${line}`).join("")}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { BENCH_SERVING_SECONDS: seconds, BENCH_SERVING_ROUNDS: rounds, BENCH_SERVING_BEFORE: before } = process.env;
  console.log(await serving(Number(seconds ?? 4), Number(rounds ?? 2), before, process.env.BENCH_SERVING_SHAPE));
}
