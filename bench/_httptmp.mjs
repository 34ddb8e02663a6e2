import { connectHttpClient, startHttpServer } from "@skill-kit/mcp-transport/testing";
import { mkdtempSync } from "node:fs";
const N = Number(process.env.N ?? 1500);
const names = process.argv.slice(2);
const lanes = [];
for (const n of names) {
  const d = mkdtempSync("/work/scratch/s-");
  const http = await startHttpServer({
    command: `/work/scratch/${n}/scripts/run`,
    args: ["mcp", "--session-dir", d, "--http", "--port", "0", "--no-token"],
  });
  lanes.push({ n, http, c: await connectHttpClient({ url: http.url }) });
}
for (const l of lanes) l.s = JSON.parse((await l.c.callTool("start", { params: {} })).content[0].text).session;
const times = lanes.map(() => []);
for (let r = 0; r < N; r++)
  for (let t = 0; t < lanes.length; t++) {
    const i = (r + t) % lanes.length;
    const l = lanes[i];
    const t0 = process.hrtime.bigint();
    await l.c.callTool("advance", { session: l.s, step: "count", output: { n: r, more: true } });
    times[i].push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
const med = (a) => a.sort((x, y) => x - y)[a.length >> 1];
lanes.forEach((l, i) => console.log(l.n, med(times[i]).toFixed(3)));
await Promise.all(lanes.map((l) => l.c.close()));
await Promise.all(lanes.map((l) => l.http.kill()));
