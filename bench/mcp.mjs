// MCP round trip: `advance` against a trivial tool (`topics`) on the same server, interleaved; and
// `advance` over stdio against a bare `@modelcontextprotocol/sdk` 1.x echo server on Node 20 and 24
// side by side (issue 40), each server on that Node.
// Run alone with `node bench/mcp.mjs` (BENCH_MCP_ROUNDS calls of each, BENCH_MCP_RUNS servers one after another;
// BENCH_MCP_NODES_ROUNDS calls of each lane across Nodes, 0 to leave that out).
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
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
 * `advance` on the counter fixture's stdio server against a bare SDK 1.x echo server, both run by
 * the same Node, for Node 20 and 24; the four servers' calls take turns (one client each, on this
 * Node). The ratio is calls/s: echo's median ms over advance's.
 */
export async function stdioAcrossNodes(built, rounds = 500) {
  const counter = built.find((b) => b.name === "counter");
  const sessions = mkdtempSync(join(tmpdir(), "skill-kit-bench-mcp-nodes-"));
  const lanes = [];
  const loadBefore = loadavg()[0];
  try {
    for (const node of nodes()) {
      const env = { PATH: `${dirname(node.path)}${delimiter}${process.env.PATH ?? ""}` };
      const ours = await connectStdioClient({
        command: join(counter.dir, "scripts/run"),
        args: ["mcp", "--session-dir", sessions],
        env,
      });
      const echo = await connectStdioClient({ command: node.path, args: ["-e", bareSdk1Server()], env });
      const session = JSON.parse((await ours.callTool("start", { params: {} })).content[0].text).session;
      lanes.push(
        {
          node,
          kind: "advance",
          client: ours,
          call: (n) =>
            ours.client.callTool({ name: "advance", arguments: { session, step: "count", output: { n, more: true } } }),
        },
        { node, kind: "echo", client: echo, call: () => echo.client.callTool({ name: "echo", arguments: { text: "hi" } }) },
      );
    }
    const times = lanes.map(() => []);
    for (let round = 0; round < rounds; round += 1)
      for (let turn = 0; turn < lanes.length; turn += 1) {
        const i = (round + turn) % lanes.length;
        const started = process.hrtime.bigint();
        await lanes[i].call(round);
        times[i].push(Number(process.hrtime.bigint() - started) / 1e6);
      }
    const rows = [];
    for (let i = 0; i < lanes.length; i += 2) {
      const advance = median(times[i]);
      const echo = median(times[i + 1]);
      rows.push([lanes[i].node.version, advance.toFixed(3), echo.toFixed(3), (echo / advance).toFixed(2)]);
    }
    const load = `load average ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`;
    return `### MCP stdio advance against a bare SDK 1.x echo server, per Node (${rounds} calls each, taking turns, medians)\n\nTarget: ≥ 0.8× on every Node (calls/s); the counter fixture built by ${process.version}; ${load}.\n\n${table(
      ["server Node", "advance ms", "bare SDK 1.x echo ms", "advance ÷ bare (calls/s)"],
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
    if (acrossNodes > 0) console.log(await stdioAcrossNodes(built, acrossNodes));
  }
}
