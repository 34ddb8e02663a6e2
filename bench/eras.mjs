// MCP speed by protocol revision, before and after the move to the v2 SDK, in one run: the counter
// fixture built by this checkout and (with BENCH_BEFORE=<a built checkout of an earlier commit>) by
// that one, then `advance` round trips over stdio and HTTP, the servers taking turns call by call.
// Clients: the v1 SDK's (2025-11-25, what every old client sends) and, on this build, the v2
// client pinned to 2026-07-28. Run alone: `BENCH_BEFORE=/path node bench/eras.mjs`.
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { connectHttpClient, connectStdioClient, connectV2Client, startHttpServer } from "@skill-kit/mcp-testing";
import { median, root, table } from "./lib.mjs";

const rounds = Number(process.env.BENCH_ERAS_ROUNDS ?? 300);
const out = mkdtempSync(join(tmpdir(), "skill-kit-bench-eras-"));

/**
 * The counter fixture of this checkout, built by the CLI of `checkout` with `flags` (this checkout's
 * CLI needs `--with http` for `mcp --http`; an earlier one built it in by default and knows no `--with`).
 */
function buildCounter(checkout, name, flags = []) {
  const dir = join(out, name);
  const cli = join(checkout, "apps/cli/dist/bin.js");
  const entry = join(root, "bench/fixtures/counter.ts");
  const run = spawnSync(process.execPath, [cli, "build", entry, "-o", dir, "--no-typecheck", ...flags], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`build by ${checkout} failed:\n${run.stderr}`);
  return join(dir, "scripts/run");
}

/** Every way of talking to one build: a label and a connected client. */
async function clientsOf(label, run, modern) {
  const sessions = mkdtempSync(join(out, "sessions-"));
  const args = ["mcp", "--session-dir", sessions];
  const http = await startHttpServer({ command: run, args: [...args, "--http", "--port", "0", "--no-token"] });
  const clients = [
    { label: `${label}, stdio, v1 client (2025-11-25)`, client: await connectStdioClient({ command: run, args }) },
    { label: `${label}, HTTP, v1 client (2025-11-25)`, client: await connectHttpClient({ url: http.url }) },
  ];
  if (modern) {
    clients.push({
      label: `${label}, stdio, v2 client (2026-07-28)`,
      client: await connectV2Client({ mode: "2026-07-28", stdio: { command: run, args } }),
    });
    clients.push({
      label: `${label}, HTTP, v2 client (2026-07-28)`,
      client: await connectV2Client({ mode: "2026-07-28", http: { url: http.url } }),
    });
  }
  return { clients, stop: () => http.kill() };
}

const sessionOf = (result) => JSON.parse(result.content[0].text).session;

const builds = [{ label: "after", run: buildCounter(root, "after", ["--with", "http"]), modern: true }];
if (process.env.BENCH_BEFORE)
  builds.push({ label: "before", run: buildCounter(process.env.BENCH_BEFORE, "before"), modern: false });
const connected = await Promise.all(builds.map((build) => clientsOf(build.label, build.run, build.modern)));
const lanes = connected.flatMap((c) => c.clients);
const loadBefore = loadavg()[0];
try {
  const sessions = await Promise.all(lanes.map(async (lane) => sessionOf(await lane.client.callTool("start", { params: {} }))));
  const times = lanes.map(() => []);
  // Each round starts with the next lane, so no server always goes first (or right after another).
  for (let round = 0; round < rounds; round += 1)
    for (let turn = 0; turn < lanes.length; turn += 1) {
      const i = (round + turn) % lanes.length;
      const lane = lanes[i];
      const started = process.hrtime.bigint();
      await lane.client.callTool("advance", { session: sessions[i], step: "count", output: { n: round, more: true } });
      times[i].push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  const base = (transport) => {
    const i = lanes.findIndex((lane) => lane.label === `${builds.at(-1).label}, ${transport}, v1 client (2025-11-25)`);
    return median(times[i]);
  };
  const load = `load average ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`;
  console.log(
    `### advance by protocol revision (${rounds} calls each, taking turns, medians)\n\n${load}; ratios to "${builds.at(-1).label}" with the v1 client on the same transport.\n\n${table(
      ["server, transport, client", "median ms", "ratio"],
      lanes.map((lane, i) => {
        const m = median(times[i]);
        return [lane.label, m.toFixed(2), (m / base(lane.label.includes("HTTP") ? "HTTP" : "stdio")).toFixed(2)];
      }),
    )}\n`,
  );
} finally {
  await Promise.all(lanes.map((lane) => lane.client.close()));
  await Promise.all(connected.map((c) => c.stop()));
}
