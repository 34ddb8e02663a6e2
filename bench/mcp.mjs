// MCP round trip: `advance` against a trivial tool (`topics`) on the same server, interleaved.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connectStdioClient } from "@skill-kit/mcp-transport/testing";
import { median, table } from "./lib.mjs";

export async function mcpRoundTrip(built, rounds = 200) {
  const counter = built.find((b) => b.name === "counter");
  const sessions = mkdtempSync(join(tmpdir(), "skill-kit-bench-mcp-"));
  const server = await connectStdioClient({ command: join(counter.dir, "scripts/run"), args: ["mcp", "--session-dir", sessions] });
  const time = async (work) => {
    const started = process.hrtime.bigint();
    await work();
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  const advance = [];
  const trivial = [];
  try {
    const started = (await server.callTool("start", { params: {} })).structuredContent;
    for (let round = 0; round < rounds; round += 1) {
      trivial.push(await time(() => server.callTool("topics")));
      advance.push(await time(() => server.callTool("advance", { session: started.session, step: "count", output: { n: round, more: true } })));
    }
  } finally {
    await server.close();
  }
  const a = median(advance);
  const t = median(trivial);
  return `### MCP round trip (${rounds} interleaved calls each, medians, one server)\n\nTarget: \`advance\` ≤ 1.2× a trivial tool on the same server.\n\n${table(["tool", "median ms", "× topics"], [["topics (trivial)", t.toFixed(2), "1.00"], ["advance (one step, session file)", a.toFixed(2), (a / t).toFixed(2)]])}\n`;
}
