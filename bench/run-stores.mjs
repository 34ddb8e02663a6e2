// The database stores alone (issue 29): advances per second through the sessions API on PostgreSQL
// and Redis, no HTTP, with a session cache as a server has, at 1 and 16 concurrent runs. Set
// BENCH_STORES_BEFORE=<an older build's packages/run-stores/dist> to measure it in turn with this
// one, round by round (BENCH_STORES_ROUNDS, 5). Run alone with `node bench/run-stores.mjs`.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { skill, terminal, type } from "@skill-kit/core";
import { postgresRunStore } from "@skill-kit/run-stores/postgres";
import { redisRunStore } from "@skill-kit/run-stores/redis";
import { advanceSession, SessionCache, startSession } from "@skill-kit/sessions";
import { table } from "./lib.mjs";
import { loadTypeScript } from "./serving.mjs";

const counter = skill({ name: "counter", description: "Counts", entry: "count" })
  .step("count", {
    prompt: "Say the next number.",
    response: type({ n: "number" }),
    next: "count",
    maxVisits: 100_000,
    onMaxVisits: "done",
  })
  .step("done", { prompt: "Say goodbye.", next: terminal })
  .build();

/** `concurrency` runs, each started then advanced `advances` times; advances per second of the whole. */
async function measure(store, concurrency, advances) {
  const sessionCache = new SessionCache(256);
  const began = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      const started = await startSession(counter, { params: {}, outputMode: "flag", store, sessionCache });
      if (!started.ok) throw started.error;
      for (let n = 0; n < advances; n += 1) {
        const next = await advanceSession(counter, started.value.sessionId, {
          store,
          sessionCache,
          step: "count",
          output: { n },
        });
        if (!next.ok) throw next.error;
      }
    }),
  );
  return (concurrency * advances) / ((performance.now() - began) / 1000);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const figure = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${median(values).toFixed(0)} (${sorted[0].toFixed(0)}–${sorted.at(-1).toFixed(0)})`;
};

export async function runStores(rounds = 5, before = undefined) {
  const out = mkdtempSync(join(tmpdir(), "skill-kit-bench-stores-"));
  const rows = [];
  try {
    const servers = await loadTypeScript("tooling/test-utils/src/servers.ts", out);
    const older =
      before === undefined
        ? undefined
        : {
            postgres: (await import(pathToFileURL(join(before, "postgres-run-store.js")).href)).postgresRunStore,
            redis: (await import(pathToFileURL(join(before, "redis-run-store.js")).href)).redisRunStore,
          };
    for (const [name, start, open, openBefore] of [
      ["PostgreSQL", servers.startPostgres, postgresRunStore, older?.postgres],
      ["Redis", servers.startRedis, redisRunStore, older?.redis],
    ]) {
      const database = await start();
      try {
        const lanes = [["this build", open], ...(openBefore ? [["before", openBefore]] : [])];
        for (const concurrency of [1, 16]) {
          const figures = lanes.map(() => []);
          for (let round = 0; round < rounds; round += 1)
            for (const [index, [, make]] of lanes.entries()) {
              const store = make({ url: database.url });
              figures[index].push(await measure(store, concurrency, concurrency === 1 ? 100 : 20));
              await store.close();
            }
          for (const [index, [lane]] of lanes.entries()) {
            const ratio = index === 0 || figures[0] === undefined ? "" : (median(figures[0]) / median(figures[index])).toFixed(2);
            rows.push([name, lane, concurrency, figure(figures[index]), ratio]);
          }
        }
      } finally {
        await database.dispose();
      }
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  const note = `${rounds} rounds, the lanes in turn in each; advances/s as median (low–high). "this build ÷": this build's median over the lane's. PostgreSQL with fsync off, Redis with AOF \`appendfsync always\` (the test servers).`;
  return `### Database stores alone (sessions API, no HTTP)\n\n${note}\n\n${table(["store", "code", "concurrent runs", "advances/s", "this build ÷"], rows)}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(await runStores(Number(process.env.BENCH_STORES_ROUNDS ?? 5), process.env.BENCH_STORES_BEFORE));
}
