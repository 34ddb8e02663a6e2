// Fairness between users of one run store (issue 40): ada's advance latency through the sessions
// API alone, and while bob floods the same store with starts (8 at a time, in a worker thread with
// a store of its own, as another instance would; refused starts are retried at once), on the session
// files, PostgreSQL and Redis (with `maxmemory` 64 MB and `allkeys-lru`). Every store is opened with
// the serving limits (`defaultRunLimits`: 100 live runs per user, so bob makes 100 and is refused
// the rest). Prints ada's median and p99, bob's starts made and refused, and ada's median during
// the flood over alone (target: under 2×). Run with `node bench/fairness-stores.mjs`
// (BENCH_FAIRNESS_ADVANCES per phase, 300 by default; BENCH_FAIRNESS_ROUNDS, 3).
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { skill, terminal, type } from "@skill-kit/core";
import { postgresRunStore } from "@skill-kit/run-stores/postgres";
import { redisRunStore } from "@skill-kit/run-stores/redis";
import { advanceSession, defaultRunLimits, fileRunStore, SessionCache, startSession } from "@skill-kit/sessions";
import { root, table } from "./lib.mjs";

/** The test servers' helpers (TypeScript), bundled to run here. */
async function loadServers(out) {
  const esbuild = createRequire(join(root, "packages/builder/package.json"))("esbuild");
  const file = join(out, "servers.mjs");
  const entry = join(root, "tooling/test-utils/src/servers.ts");
  await esbuild.build({ entryPoints: [entry], outfile: file, format: "esm", platform: "node", logLevel: "silent" });
  return import(pathToFileURL(file).href);
}

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

function openStore(kind, where) {
  const limits = defaultRunLimits;
  if (kind === "files") return fileRunStore({ sessionDir: where, limits });
  if (kind === "PostgreSQL") return postgresRunStore({ url: where, limits });
  return redisRunStore({ url: where, limits });
}

/** bob: 8 start loops until told to stop; counts starts made and refused. */
async function flood() {
  const { kind, where } = workerData;
  const store = openStore(kind, where);
  let stop = false;
  let made = 0;
  let refused = 0;
  parentPort.on("message", () => {
    stop = true;
  });
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (!stop) {
        const started = await startSession(counter, { params: {}, outputMode: "flag", store, owner: "bob" });
        if (started.ok) made += 1;
        else if (started.error.code === "SESSION_LIMIT") {
          // Bob is at his bound: ada is measured from now on.
          if (refused === 0) parentPort.postMessage({ limited: true });
          refused += 1;
        } else throw started.error;
        // The session files answer without a turn of the event loop: let the stop message in.
        await new Promise((wake) => setImmediate(wake));
      }
    }),
  );
  await store.close();
  parentPort.postMessage({ made, refused });
}

const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];

/** ada's `advances` advances of one run, one after another: their latencies in ms. */
async function adaAdvances(store, advances) {
  const sessionCache = new SessionCache(256);
  const started = await startSession(counter, { params: {}, outputMode: "flag", store, owner: "ada", sessionCache });
  if (!started.ok) throw started.error;
  const latencies = [];
  for (let n = 0; n < advances; n += 1) {
    const began = performance.now();
    const next = await advanceSession(counter, started.value.sessionId, {
      store,
      sessionCache,
      owner: "ada",
      step: "count",
      output: { n },
    });
    latencies.push(performance.now() - began);
    if (!next.ok) throw next.error;
  }
  return latencies;
}

async function measure(kind, where, advances) {
  const store = openStore(kind, where);
  try {
    await adaAdvances(store, 50);
    const alone = await adaAdvances(store, advances);
    const worker = new Worker(new URL(import.meta.url), { workerData: { kind, where } });
    const messages = [];
    let told = () => undefined;
    worker.on("message", (message) => {
      messages.push(message);
      told();
    });
    const next = () =>
      new Promise((resolve, reject) => {
        told = () => resolve(messages.shift());
        worker.once("error", reject);
        if (messages.length > 0) told();
      });
    // Let the flood reach bob's bound first: ada is measured against his refused starts.
    await next();
    const during = await adaAdvances(store, advances);
    worker.postMessage("stop");
    const { made, refused } = await next();
    await worker.terminate();
    return { alone, during, made, refused };
  } finally {
    await store.close();
  }
}

export async function fairnessStores(advances = 300, rounds = 3) {
  const out = mkdtempSync(join(tmpdir(), "skill-kit-bench-fair-stores-"));
  const rows = [];
  try {
    const servers = await loadServers(out);
    // ioredis is the Redis store's own dependency, not the bench's.
    const { Redis } = createRequire(join(root, "packages/run-stores/package.json"))("ioredis");
    for (const kind of ["files", "PostgreSQL", "Redis"]) {
      const database =
        kind === "PostgreSQL" ? await servers.startPostgres() : kind === "Redis" ? await servers.startRedis() : undefined;
      try {
        if (kind === "Redis") {
          const admin = new Redis(database.url);
          await admin.config("SET", "maxmemory", "64mb");
          await admin.config("SET", "maxmemory-policy", "allkeys-lru");
          await admin.quit();
        }
        for (let round = 0; round < rounds; round += 1) {
          // A fresh store each round: bob starts with no runs.
          const where = database?.url ?? mkdtempSync(join(out, "sessions-"));
          if (kind === "PostgreSQL") {
            const store = postgresRunStore({ url: where });
            await store.expire(new Date(Date.now() + 60_000));
            await store.close();
          } else if (kind === "Redis") {
            const admin = new Redis(database.url);
            await admin.flushall();
            await admin.quit();
          }
          const { alone, during, made, refused } = await measure(kind, where, advances);
          const ms = (value) => value.toFixed(2);
          rows.push([
            kind,
            round + 1,
            `${ms(quantile(alone, 0.5))} / ${ms(quantile(alone, 0.99))}`,
            `${ms(quantile(during, 0.5))} / ${ms(quantile(during, 0.99))}`,
            `${made} / ${refused}`,
            `${(quantile(during, 0.5) / quantile(alone, 0.5)).toFixed(2)}×`,
          ]);
        }
      } finally {
        await database?.dispose();
      }
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  const note = `${advances} advances of one run per phase, ${rounds} rounds; latency in ms as median / p99. bob: 8 start loops in a worker thread with its own store instance, refused starts retried at once; the stores opened with the serving limits (100 live runs per user). PostgreSQL with fsync off, Redis with AOF \`appendfsync always\`, \`maxmemory 64mb\`, \`allkeys-lru\`.`;
  return `### Fairness between users of one store (bob's start flood)\n\n${note}\n\n${table(
    ["store", "round", "ada alone", "ada during bob's flood", "bob's starts made / refused", "during ÷ alone"],
    rows,
  )}`;
}

if (!isMainThread) await flood();
else if (import.meta.url === `file://${process.argv[1]}`)
  console.log(
    await fairnessStores(Number(process.env.BENCH_FAIRNESS_ADVANCES ?? 300), Number(process.env.BENCH_FAIRNESS_ROUNDS ?? 3)),
  );
