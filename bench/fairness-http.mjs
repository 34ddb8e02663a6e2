// Fairness between users of one `scripts/run mcp --http` (issue 40): ada's `tools/list` latency
// alone, while bob sends requests whose `_meta` has 60,000 keys (877 KB, under the 1 MiB body limit)
// 8 at a time in both protocol eras, and while 1,100 sockets from another loopback address
// (127.0.0.2) send headers slowly with no token, each reopened as soon as it is closed. Prints ada's
// median and p99, the share of her calls served, and each median over the one alone (targets:
// under 2× and 100% served). The floods run in worker threads, so their own cost is not ada's.
// Run with `node bench/fairness-http.mjs` (BENCH_FAIRNESS_SECONDS per phase, 5 by default;
// BENCH_FAIRNESS_ROUNDS, 3).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { connectHttpClient, startHttpServer } from "@skill-kit/mcp-testing";
import { root, table } from "./lib.mjs";

const ada = "ada-bench-token-0123456789";
const bob = "bob-bench-token-0123456789";

function buildCounter(out) {
  const dir = join(out, "counter");
  const cli = join(root, "apps/cli/dist/bin.js");
  const run = spawnSync(
    process.execPath,
    [cli, "build", join(root, "bench/fixtures/counter.ts"), "-o", dir, "--no-typecheck", "--with", "http"],
    { encoding: "utf8" },
  );
  if (run.status !== 0) throw new Error(`build of the counter fixture failed:\n${run.stderr}`);
  return dir;
}

/**
 * bob's flood: 8 requests at a time, each with a 60,000-key `_meta`, half legacy, half 2026-07-28;
 * each request made once as bytes and written on a socket of its own, so the flood's own cost is
 * small and the server sees as many as it takes.
 */
const metaFlood = `
const { workerData, parentPort } = require("node:worker_threads");
const net = require("node:net");
const { host, port, token } = workerData;
const request = (modern) => {
  const meta = modern ? { "io.modelcontextprotocol/protocolVersion": "2026-07-28" } : {};
  for (let n = 0; n < 60000; n += 1) meta["k" + n] = n;
  const body = Buffer.from(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: { _meta: meta } }));
  const head = "POST /mcp HTTP/1.1\\r\\nHost: " + host + ":" + port + "\\r\\nContent-Type: application/json\\r\\n" +
    "Accept: application/json, text/event-stream\\r\\nAuthorization: Bearer " + token + "\\r\\n" +
    (modern ? "Mcp-Protocol-Version: 2026-07-28\\r\\n" : "") +
    "Content-Length: " + body.length + "\\r\\nConnection: close\\r\\n\\r\\n";
  return Buffer.concat([Buffer.from(head), body]);
};
const requests = [request(false), request(true)];
let stop = false;
const counts = {};
parentPort.on("message", () => { stop = true; });
const once = (bytes) => new Promise((resolve) => {
  const socket = net.connect({ host, port });
  let first = "";
  socket.once("connect", () => socket.end(bytes));
  socket.on("data", (chunk) => { if (first === "") first = chunk.toString("latin1", 0, 12); });
  socket.on("error", () => {});
  socket.once("close", () => resolve(first.split(" ")[1] ?? "closed"));
});
(async () => {
  await Promise.all(Array.from({ length: 8 }, async (_, lane) => {
    while (!stop) {
      const status = await once(requests[lane % 2]);
      counts[status] = (counts[status] ?? 0) + 1;
    }
  }));
  parentPort.postMessage(counts);
})();
`;

/** 1,100 sockets from 127.0.0.2 that send half a request's headers and no token; each closed one is opened again. */
const slowSockets = `
const { workerData, parentPort } = require("node:worker_threads");
const net = require("node:net");
const { host, port } = workerData;
let stop = false;
const counts = { opened: 0 };
const open = () => {
  if (stop) return;
  counts.opened += 1;
  const socket = net.connect({ host, port, localAddress: "127.0.0.2" });
  socket.once("connect", () => socket.write("POST /mcp HTTP/1.1\\r\\nHost: " + host + ":" + port + "\\r\\n"));
  socket.once("data", (chunk) => {
    const status = chunk.toString("latin1").split(" ")[1] ?? "?";
    counts[status] = (counts[status] ?? 0) + 1;
  });
  socket.on("error", () => {});
  socket.once("close", () => setTimeout(open, 10));
  sockets.add(socket);
};
const sockets = new Set();
for (let n = 0; n < 1100; n += 1) open();
parentPort.on("message", () => {
  stop = true;
  for (const socket of sockets) socket.destroy();
  parentPort.postMessage(counts);
});
`;

function startWorker(code, workerData) {
  const worker = new Worker(code, { eval: true, workerData });
  return async () => {
    const counts = new Promise((resolve) => worker.once("message", resolve));
    worker.postMessage("stop");
    const result = await counts;
    await worker.terminate();
    return result;
  };
}

/** CPU seconds the process has used so far (Linux /proc; NaN elsewhere). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${String(pid)}/stat`, "utf8")
      .split(") ")[1]
      .split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** `phase()` with the share of one core the server used meanwhile. */
async function withCpu(pid, phase) {
  const before = cpuSeconds(pid);
  const started = Date.now();
  const result = await phase();
  return { ...result, cpu: (cpuSeconds(pid) - before) / ((Date.now() - started) / 1000) };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** ada's `tools/list`, back to back for `seconds`: latencies of those served, and how many failed. */
async function adaLists(url, seconds) {
  const client = await connectHttpClient({ url, token: ada });
  const latencies = [];
  let failed = 0;
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const started = process.hrtime.bigint();
    try {
      await client.client.listTools();
      latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    } catch {
      failed += 1;
    }
  }
  await client.close().catch(() => undefined);
  latencies.sort((a, b) => a - b);
  return { latencies, failed };
}

export async function fairnessHttp(seconds = 5, rounds = 3) {
  const out = mkdtempSync(join(tmpdir(), "skill-kit-bench-fair-"));
  try {
    const counter = buildCounter(out);
    const tokens = join(out, "tokens");
    writeFileSync(tokens, `${ada} ada\n${bob} bob\n`, { mode: 0o600 });
    const server = await startHttpServer({
      command: join(counter, "scripts/run"),
      args: ["mcp", "--http", "--port", "0", "--tokens", tokens, "--session-dir", join(out, "sessions")],
    });
    try {
      await adaLists(server.url, 1); // warm-up, untimed
      const { hostname, port } = new URL(server.url);
      const phases = [
        { name: "alone", flood: undefined },
        {
          name: "bob: 60,000-key _meta, 8 at a time",
          flood: () => startWorker(metaFlood, { host: hostname, port: Number(port), token: bob }),
        },
        {
          name: "1,100 slow sockets, no token, from 127.0.0.2",
          flood: () => startWorker(slowSockets, { host: hostname, port: Number(port) }),
        },
      ];
      // Rounds of the three phases in turn, so each is compared with the "alone" of its own round.
      const measured = phases.map(() => []);
      for (let round = 0; round < rounds; round += 1)
        for (const [index, phase] of phases.entries()) {
          const stop = phase.flood?.();
          if (stop !== undefined) await new Promise((resolve) => setTimeout(resolve, 1000));
          const figures = await withCpu(server.pid, () => adaLists(server.url, seconds));
          measured[index].push({ ...figures, other: stop === undefined ? {} : await stop() });
        }
      const medianOf = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
      const p50 = (figures) => percentile(figures.latencies, 50);
      const describe = (counts) =>
        Object.entries(counts)
          .map(([key, value]) => `${key}: ${String(value)}`)
          .join(", ");
      const sum = (list) => {
        const all = {};
        for (const item of list) for (const [key, value] of Object.entries(item)) all[key] = (all[key] ?? 0) + value;
        return all;
      };
      const rows = phases.map((phase, index) => {
        const list = measured[index];
        const served = list.reduce((n, figures) => n + figures.latencies.length, 0);
        const total = served + list.reduce((n, figures) => n + figures.failed, 0);
        const ratios = list.map((figures, round) => p50(figures) / p50(measured[0][round]));
        return [
          phase.name,
          String(total),
          `${((100 * served) / Math.max(1, total)).toFixed(1)}%`,
          list.map((figures) => p50(figures).toFixed(1)).join(", "),
          `${medianOf(ratios).toFixed(2)}× (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`,
          list.map((figures) => `${(100 * figures.cpu).toFixed(0)}%`).join(", "),
          phase.flood === undefined ? "nothing" : describe(sum(list.map((figures) => figures.other))),
        ];
      });
      return `### Fairness over HTTP (\`scripts/run mcp --http\`, two tokens)\n\nNode ${process.version}, ${availableParallelism()} cores, ${rounds} rounds of ${seconds} s per phase, the phases in turn in each round. ada loops \`tools/list\` on one connection; "× alone" is her median over the median alone in the same round, as the median (low–high) of the rounds (target under 2×, and 100% served); "server CPU" is the server process's CPU time over each phase's (100% = one core).\n\n${table(
        [
          "ada's tools/list",
          "calls",
          "served",
          "p50 ms per round",
          "× alone",
          "server CPU per round",
          "the other side, all rounds",
        ],
        rows,
      )}`;
    } finally {
      await server.kill();
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(
    await fairnessHttp(Number(process.env.BENCH_FAIRNESS_SECONDS ?? 5), Number(process.env.BENCH_FAIRNESS_ROUNDS ?? 3)),
  );
