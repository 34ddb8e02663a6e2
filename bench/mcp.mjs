// MCP round trip: `advance` against a trivial tool (`topics`) on the same server, interleaved; and
// `advance` over stdio against a bare `@modelcontextprotocol/sdk` 1.x echo server on Node 20 and 24
// side by side (issue 40), each server on that Node.
// Run alone with `node bench/mcp.mjs` (BENCH_MCP_ROUNDS calls of each, BENCH_MCP_RUNS servers one after another;
// BENCH_MCP_NODES_ROUNDS calls of each lane across Nodes, 0 to leave that out; BENCH_MCP_BEFORE, a
// counter fixture built by another tree, adds its lane to that table).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { connectStdioClient } from "@skill-kit/mcp-testing";
import { ensureNode24 } from "../tooling/release-tests/node24.mjs";
import { buildExamples, median, root, table } from "./lib.mjs";

export async function mcpRoundTrip(built, rounds = 200) {
  const counter = built.find((b) => b.name === "counter");
  const sessions = mkdtempSync(join(tmpdir(), "skill-kit-bench-mcp-"));
  // The server gets the SDK's small default environment (HOME, PATH, …) and nothing else: in
  // particular no NODE_EXTRA_CA_CERTS or NODE_OPTIONS of the benchmarking shell.
  const server = await connectStdioClient({
    command: join(counter.dir, "scripts/run"),
    args: ["mcp", "--session-dir", sessions],
  });
  const time = async (work) => {
    const started = process.hrtime.bigint();
    await work();
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  const advance = [];
  const trivial = [];
  const loadBefore = loadavg()[0];
  try {
    const started = (await server.callTool("start", { params: {} })).structuredContent;
    for (let round = 0; round < rounds; round += 1) {
      trivial.push(await time(() => server.callTool("topics")));
      advance.push(
        await time(() =>
          server.callTool("advance", { session: started.session, step: "count", output: { n: round, more: true } }),
        ),
      );
    }
  } finally {
    await server.close();
  }
  const a = median(advance);
  const t = median(trivial);
  const load = `load average ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`;
  return `### MCP round trip (${rounds} interleaved calls each, medians, one server)\n\nTarget: \`advance\` ≤ 1.2× a trivial tool on the same server; ${load}.\n\n${table(
    ["tool", "median ms", "× topics"],
    [
      ["topics (trivial)", t.toFixed(2), "1.00"],
      ["advance (one step, session file)", a.toFixed(2), (a / t).toFixed(2)],
    ],
  )}\n`;
}

/** A bare SDK 1.x server with one echo tool (the SDK and zod the workspace has, from tooling/mcp-testing). */
function bareSdk1Server() {
  const sdk = createRequire(join(root, "tooling/mcp-testing/package.json"));
  const mcp = sdk.resolve("@modelcontextprotocol/sdk/server/mcp.js");
  return [
    `const { McpServer } = require(${JSON.stringify(mcp)});`,
    `const { StdioServerTransport } = require(${JSON.stringify(sdk.resolve("@modelcontextprotocol/sdk/server/stdio.js"))});`,
    `const { z } = require(${JSON.stringify(createRequire(mcp).resolve("zod"))});`,
    'const server = new McpServer({ name: "echo", version: "1.0.0" });',
    'server.registerTool("echo", { inputSchema: { text: z.string() } }, ({ text }) => ({ content: [{ type: "text", text } ] }));',
    "void server.connect(new StdioServerTransport());",
  ].join("\n");
}

/** This Node and Node 24 (tooling/release-tests/node24.mjs), one of each major. */
function nodes() {
  const found = new Map();
  for (const path of [process.execPath, ensureNode24()]) {
    const version = spawnSync(path, ["-v"], { encoding: "utf8" }).stdout.trim();
    if (![...found.values()].some((node) => node.version.split(".")[0] === version.split(".")[0]))
      found.set(path, { version, path });
  }
  return [...found.values()];
}

/**
 * CPU milliseconds process `pid` has run, from Linux's /proc/<pid>/schedstat (nanoseconds on a CPU);
 * undefined elsewhere. Unlike wall time, it does not count the time the process waits for a core,
 * so it holds on a loaded machine, where a reply's write hands the core to the woken client.
 */
function cpuMs(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, "utf8").split(" ")[0]) / 1e6;
  } catch {
    return undefined;
  }
}

/** The stdio lanes of one server build on one Node: `advance` on the counter built in `dir`. */
async function advanceLane({ node, env, dir, sessions, label }) {
  const client = await connectStdioClient({ command: join(dir, "scripts/run"), args: ["mcp", "--session-dir", sessions], env });
  const session = JSON.parse((await client.callTool("start", { params: {} })).content[0].text).session;
  return {
    node,
    label,
    client,
    call: (n) => client.client.callTool({ name: "advance", arguments: { session, step: "count", output: { n, more: true } } }),
  };
}

/**
 * `advance` on the counter fixture's stdio server against a bare SDK 1.x echo server, both run by
 * the same Node, for Node 20 and 24; every server's calls take turns (one client each, on this
 * Node). The ratio is calls/s: echo's median ms over advance's; beside it, the same ratio in each
 * server's CPU time per call. `before` (a counter built by another tree, e.g. main's) adds a lane
 * per Node, so a change is measured against what it changes in the same run.
 */
export async function stdioAcrossNodes(built, rounds = 500, before = undefined) {
  const counter = built.find((b) => b.name === "counter");
  const sessions = mkdtempSync(join(tmpdir(), "skill-kit-bench-mcp-nodes-"));
  const lanes = [];
  const loadBefore = loadavg()[0];
  try {
    for (const node of nodes()) {
      const env = { PATH: `${dirname(node.path)}${delimiter}${process.env.PATH ?? ""}` };
      lanes.push(await advanceLane({ node, env, dir: counter.dir, sessions, label: "advance" }));
      if (before !== undefined) lanes.push(await advanceLane({ node, env, dir: before, sessions, label: "advance (before)" }));
      const echo = await connectStdioClient({ command: node.path, args: ["-e", bareSdk1Server()], env });
      lanes.push({
        node,
        label: "echo",
        client: echo,
        call: () => echo.client.callTool({ name: "echo", arguments: { text: "hi" } }),
      });
    }
    const times = lanes.map(() => []);
    const cpu = lanes.map(() => 0);
    for (let round = 0; round < rounds; round += 1)
      for (let turn = 0; turn < lanes.length; turn += 1) {
        const i = (round + turn) % lanes.length;
        const cpuBefore = cpuMs(lanes[i].client.pid);
        const started = process.hrtime.bigint();
        await lanes[i].call(round);
        times[i].push(Number(process.hrtime.bigint() - started) / 1e6);
        cpu[i] += (cpuMs(lanes[i].client.pid) ?? Number.NaN) - (cpuBefore ?? Number.NaN);
      }
    const rows = [];
    for (const [i, lane] of lanes.entries()) {
      if (lane.label === "echo") continue;
      const echo = lanes.findIndex((other) => other.node === lane.node && other.label === "echo");
      const [ms, echoMs] = [median(times[i]), median(times[echo])];
      const [cpuPerCall, echoCpu] = [cpu[i] / rounds, cpu[echo] / rounds];
      const cpuCells = Number.isNaN(cpuPerCall)
        ? ["–", "–", "–"]
        : [cpuPerCall.toFixed(3), echoCpu.toFixed(3), (echoCpu / cpuPerCall).toFixed(2)];
      rows.push([`${lane.node.version} ${lane.label}`, ms.toFixed(3), echoMs.toFixed(3), (echoMs / ms).toFixed(2), ...cpuCells]);
    }
    const load = `load average ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`;
    return `### MCP stdio advance against a bare SDK 1.x echo server, per Node (${rounds} calls each, taking turns, medians)\n\nTarget: ≥ 0.8× on every Node (calls/s); the counter fixture built by ${process.version}; ${load}. Server CPU is each server process's own CPU time per call (Linux).\n\n${table(
      [
        "server Node",
        "advance ms",
        "bare SDK 1.x echo ms",
        "advance ÷ bare (calls/s)",
        "advance CPU ms",
        "echo CPU ms",
        "÷ (CPU)",
      ],
      rows,
    )}\n`;
  } finally {
    await Promise.all(lanes.map((lane) => lane.client.close()));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const built = buildExamples();
  const runs = Number(process.env.BENCH_MCP_RUNS ?? 3);
  const acrossNodes = Number(process.env.BENCH_MCP_NODES_ROUNDS ?? 500);
  for (let run = 0; run < runs; run += 1) {
    console.log(await mcpRoundTrip(built, Number(process.env.BENCH_MCP_ROUNDS ?? 200)));
    if (acrossNodes > 0) console.log(await stdioAcrossNodes(built, acrossNodes, process.env.BENCH_MCP_BEFORE));
  }
}
