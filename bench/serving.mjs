// Serving over HTTP (issue 21): `advance` calls per second and p50/p99 latency with each run store
// (session files, PostgreSQL, Redis), at 1, 16 and 128 concurrent runs, on one instance and on three
// behind a round-robin proxy. Each run is the counter fixture: a start, then 20 advances, then a
// new run. Run alone with `node bench/serving.mjs` (BENCH_SERVING_SECONDS per cell, 4 by default).
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { connectHttpClient, startHttpServer } from "@skill-kit/mcp-transport/testing";
import { root, table } from "./lib.mjs";

/** The test suites' TypeScript helpers (real database servers, the round-robin proxy), compiled for Node by esbuild. */
async function loadTypeScript(path, out) {
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
async function drive(url, concurrency, seconds) {
  const latencies = [];
  const clients = await Promise.all(Array.from({ length: concurrency }, () => connectHttpClient({ url })));
  const began = Date.now();
  const deadline = began + seconds * 1000;
  const agent = async (http) => {
    while (Date.now() < deadline) {
      const { session } = (await http.callTool("start", { params: {} })).structuredContent;
      for (let n = 0; n < 20 && Date.now() < deadline; n += 1) {
        const started = process.hrtime.bigint();
        const result = await http.callTool("advance", { session, step: "count", output: { n, more: true } });
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

async function cells(store, counter, proxyModule, seconds) {
  const rows = [];
  for (const instances of [1, 3]) {
    const servers = await Promise.all(
      Array.from({ length: instances }, () =>
        startHttpServer({
          command: join(counter, "scripts/run"),
          args: ["mcp", "--http", "--port", "0", "--no-token", "--store", store.spec],
        }),
      ),
    );
    const proxy = instances === 1 ? undefined : await proxyModule.roundRobinProxy(servers.map((server) => server.url));
    try {
      for (const concurrency of [1, 16, 128]) {
        const figures = await drive(proxy?.url ?? servers[0].url, concurrency, seconds);
        rows.push([
          store.name,
          instances,
          concurrency,
          figures.perSecond.toFixed(0),
          figures.p50.toFixed(1),
          figures.p99.toFixed(1),
        ]);
      }
    } finally {
      await proxy?.close();
      await Promise.all(servers.map((server) => server.kill()));
    }
  }
  return rows;
}

export async function serving(seconds = 4) {
  const out = mkdtempSync(join(tmpdir(), "skill-kit-bench-serving-"));
  const rows = [];
  const skipped = [];
  try {
    const counter = buildCounter(out);
    const databases = await loadTypeScript("tooling/test-utils/src/servers.ts", out);
    const proxyModule = await loadTypeScript("e2e/mcp-transport/test/http/round-robin-proxy.ts", out);
    const sessions = join(out, "sessions");
    mkdirSync(sessions, { mode: 0o700 });
    rows.push(...(await cells({ name: "session files", spec: `file:${sessions}` }, counter, proxyModule, seconds)));
    for (const [name, start] of [
      ["PostgreSQL", databases.startPostgres],
      ["Redis", databases.startRedis],
    ]) {
      let database;
      try {
        database = await start();
      } catch (error) {
        skipped.push(`${name} skipped: ${error.message}`);
        continue;
      }
      try {
        rows.push(...(await cells({ name, spec: database.url }, counter, proxyModule, seconds)));
      } finally {
        await database.dispose();
      }
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  const note = `${seconds} s per row on ${availableParallelism()} cores; three instances share those cores with the proxy, the clients and the database.`;
  return `### Serving over HTTP (\`scripts/run mcp --http --store …\`, the counter fixture)\n\n${note}\n\n${table(
    ["store", "instances", "concurrent runs", "advance calls/s", "p50 ms", "p99 ms"],
    rows,
  )}\n${skipped.map((line) => `\n${line}`).join("")}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(await serving(Number(process.env.BENCH_SERVING_SECONDS ?? 4)));
}
