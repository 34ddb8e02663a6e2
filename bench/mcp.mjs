// MCP round trip: `advance` against a trivial tool (`topics`) on the same server, interleaved.
// Run alone with `node bench/mcp.mjs` (BENCH_MCP_ROUNDS calls of each, BENCH_MCP_RUNS servers one after another).
import { mkdtempSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { connectStdioClient } from "@skill-kit/mcp-transport/testing";
import { buildExamples, median, table } from "./lib.mjs";

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

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const built = buildExamples();
  const runs = Number(process.env.BENCH_MCP_RUNS ?? 3);
  for (let run = 0; run < runs; run += 1) console.log(await mcpRoundTrip(built, Number(process.env.BENCH_MCP_ROUNDS ?? 200)));
}
