// Issue 29's limit for MCP over stdio: `advance` on the counter fixture against a bare SDK server
// with one echo tool (bench/fixtures/echo-server.mjs), one v1 client each, calls taking turns, in
// one run; and the size of one `advance` reply on the wire and as the client returns it. Calls go
// through the SDK client's own `callTool` (which checks `advance`'s result against its output schema),
// not the test helper's, which parses every result once more.
// Run alone: `node bench/stdio-limit.mjs` (BENCH_LIMIT_ROUNDS calls of each, 1,000 by default).
// BENCH_LIMIT_BEFORE=<a counter fixture built by older code> adds its `advance` as a third lane,
// so a change is measured before and after in the same run.
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { connectStdioClient } from "@skill-kit/mcp-testing";
import { median, root, table } from "./lib.mjs";

const rounds = Number(process.env.BENCH_LIMIT_ROUNDS ?? 1000);
const out = mkdtempSync(join(tmpdir(), "skill-kit-bench-limit-"));
const built = spawnSync(
  process.execPath,
  [
    join(root, "apps/cli/dist/bin.js"),
    "build",
    join(root, "bench/fixtures/counter.ts"),
    "-o",
    join(out, "counter"),
    "--no-typecheck",
  ],
  { encoding: "utf8" },
);
if (built.status !== 0) throw new Error(`build of the counter fixture failed:\n${built.stderr}`);

const ours = await connectStdioClient({
  command: join(out, "counter/scripts/run"),
  args: ["mcp", "--session-dir", mkdtempSync(join(out, "s-"))],
});
const echo = await connectStdioClient({ command: process.execPath, args: [join(root, "bench/fixtures/echo-server.mjs")] });
const beforeDir = process.env.BENCH_LIMIT_BEFORE;
const before =
  beforeDir === undefined
    ? undefined
    : await connectStdioClient({
        command: join(beforeDir, "scripts/run"),
        args: ["mcp", "--session-dir", mkdtempSync(join(out, "s-"))],
      });
const loadBefore = loadavg()[0];
/** Calls `advance` on a new run of `client`'s counter; the last reply is kept in `replies[key]`. */
async function advancing(client, key) {
  const session = JSON.parse((await client.callTool("start", { params: {} })).content[0].text).session;
  return async (n) =>
    (replies[key] = await client.client.callTool({
      name: "advance",
      arguments: { session, step: "count", output: { n, more: true } },
    }));
}
const replies = {};
try {
  const lanes = [
    { label: "advance (counter fixture, session files)", call: await advancing(ours, "ours") },
    { label: "echo (bare SDK server, the limit)", call: () => echo.client.callTool({ name: "echo", arguments: { text: "hi" } }) },
    ...(before === undefined ? [] : [{ label: `advance, before (${beforeDir})`, call: await advancing(before, "before") }]),
  ];
  const times = lanes.map(() => []);
  for (let round = 0; round < rounds; round += 1)
    for (let turn = 0; turn < lanes.length; turn += 1) {
      const i = (round + turn) % lanes.length;
      const started = process.hrtime.bigint();
      await lanes[i].call(round);
      times[i].push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  const [advance, limit] = times.map(median);
  console.log(
    [
      `### MCP stdio advance against the limit (${rounds} calls each, taking turns, medians)`,
      "",
      `load average ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores; v1 client (2025-11-25).`,
      "",
      table(
        ["lane", "median ms", "calls/s"],
        lanes.map((lane, i) => [lane.label, median(times[i]).toFixed(3), (1000 / median(times[i])).toFixed(0)]),
      ),
      "",
      `advance ÷ limit (calls/s): ${(limit / advance).toFixed(2)}× (target ≥ 0.8×)`,
      ...(before === undefined ? [] : [`before ÷ limit (calls/s): ${(limit / median(times[2])).toFixed(2)}×`]),
      `one advance reply as the client returns it: ${JSON.stringify(replies.ours).length} B (target ≤ 700 B)`,
      "",
    ].join("\n"),
  );
} finally {
  await Promise.all([ours.close(), echo.close(), before?.close()]);
}
