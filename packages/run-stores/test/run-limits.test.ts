// Per-user live-run bounds and run expiry (docs/serving.md), on the session files, PostgreSQL and
// Redis alike: bob's flood of starts is refused past his bound with a retryable SESSION_LIMIT, and
// leaves every one of ada's runs readable and advanceable (Redis with a small `maxmemory` and
// `allkeys-lru`, where a flood without the bound evicts other users' runs); finished and abandoned
// runs go after their TTL (Redis: key expiry; PostgreSQL and files: a sweep on a create).
import { dirname } from "node:path";
import { advanceSession, fileRunStore, startSession, type RunHeader, type RunLimits, type RunStore } from "@skill-kit/sessions";
import { SessionError } from "@skill-kit/core";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresRunStore } from "../src/postgres/index.js";
import { redisRunStore } from "../src/redis/index.js";
import { chain, fileKind, needsServers, postgresKind, redisKind, steps, type StoreKind } from "./fixture.js";

const servers = needsServers("run limits (PostgreSQL, Redis)");
const kinds: { name: string; make: () => Promise<StoreKind> }[] = [
  { name: "file", make: () => Promise.resolve(fileKind()) },
  ...(servers
    ? [
        { name: "postgres", make: postgresKind },
        { name: "redis", make: redisKind },
      ]
    : []),
];

const maxLiveRuns = 100;
const flood = 300;
/** Bob's runs carry this much in their params: 300 of them outgrow Redis' memory below, 100 do not. */
const padBytes = 16_000;
const newId = () => crypto.randomUUID().replaceAll("-", "");
const header = (id: string, owner: string): RunHeader => ({
  type: "header",
  sessionId: id,
  skill: "chain",
  host: "generic",
  params: { pad: "x".repeat(padBytes) },
  createdAt: new Date().toISOString(),
  outputMode: "flag",
  owner,
});

/** The store of `kind` with `limits`, opened as the serving process opens it. */
function limited(kind: StoreKind, limits: RunLimits): RunStore {
  const url = kind.server?.url;
  if (kind.name === "postgres" && url !== undefined) return postgresRunStore({ url, limits });
  if (kind.name === "redis" && url !== undefined) return redisRunStore({ url, limits });
  return fileRunStore({ sessionDir: dirname(kind.open().runKey(newId())), limits });
}

/** Memory Redis may use: what it uses now plus room for 200 of bob's runs (not 300), evicting by LRU past it. */
async function squeezeRedis(url: string): Promise<Redis> {
  const admin = new Redis(url);
  const used = Number(/used_memory:(\d+)/.exec(await admin.info("memory"))?.[1]);
  await admin.config("SET", "maxmemory", String(used + 200 * padBytes));
  await admin.config("SET", "maxmemory-policy", "allkeys-lru");
  return admin;
}

async function started(store: RunStore, owner: string): Promise<string> {
  const outcome = await startSession(chain, { params: {}, outputMode: "flag", store, owner });
  if (!outcome.ok) throw outcome.error;
  return outcome.value.sessionId;
}

describe.each(kinds)("the $name run store with limits", ({ make }) => {
  let kind: StoreKind;
  beforeAll(async () => {
    kind = await make();
  });
  afterAll(async () => {
    await kind.dispose();
  });

  it("refuses bob's flood past his bound, and leaves every one of ada's runs readable and advanceable", async () => {
    const admin = kind.name === "redis" && kind.server !== undefined ? await squeezeRedis(kind.server.url) : undefined;
    const store = limited(kind, { maxLiveRuns, runTtlMs: 3_600_000, finishedRunTtlMs: 3_600_000 });
    const ada = await Promise.all(Array.from({ length: 5 }, () => started(store, "ada")));
    // 300 starts, 30 at a time.
    const outcomes: (string | SessionError)[] = [];
    for (let batch = 0; batch < flood / 30; batch += 1) {
      const made = await Promise.all(
        Array.from({ length: 30 }, async () => {
          const id = newId();
          try {
            await store.create({ id, owner: "bob", header: header(id, "bob"), records: [] });
            return id;
          } catch (error) {
            if (SessionError.isInstance(error)) return error;
            throw error;
          }
        }),
      );
      outcomes.push(...made);
    }
    const refusals = outcomes.filter((outcome) => typeof outcome !== "string");
    expect(outcomes.length - refusals.length).toBe(maxLiveRuns);
    for (const refusal of refusals) {
      expect(refusal.code).toBe("SESSION_LIMIT");
      expect(refusal.data).toMatchObject({ retryable: true, maxLiveRuns });
      expect(refusal.data?.["retryAfterMs"]).toBeGreaterThan(0); // no-timed-tests: the refusal's wait, not a time taken
    }
    expect((await store.list("bob")).length).toBe(maxLiveRuns);
    // Every one of ada's runs is still there and takes its next step.
    for (const id of ada) {
      const next = await advanceSession(chain, id, { store, owner: "ada", step: "s1", output: { n: 1 } });
      expect(next).toMatchObject({ ok: true, value: { result: { kind: "prompt", step: "s2" } } });
    }
    // Ada has her own bound: another start of hers is not refused.
    await started(store, "ada");
    if (admin !== undefined) {
      expect(Number(/evicted_keys:(\d+)/.exec(await admin.info("stats"))?.[1])).toBe(0);
      await admin.config("SET", "maxmemory", "0");
      await admin.quit();
    }
    await store.close();
  });

  it("counts only live runs: a finished one frees its place, and runs with no owner are not bounded", async () => {
    const store = limited(kind, { maxLiveRuns: 2, runTtlMs: 3_600_000, finishedRunTtlMs: 3_600_000 });
    const first = await started(store, "carol");
    await started(store, "carol");
    const refused = await startSession(chain, { params: {}, outputMode: "flag", store, owner: "carol" });
    expect(refused).toMatchObject({ ok: false, error: { code: "SESSION_LIMIT" } });
    expect((await store.list("carol")).length).toBe(2);
    for (let n = 1; n <= steps; n += 1)
      expect(await advanceSession(chain, first, { store, owner: "carol", step: `s${String(n)}`, output: { n } })).toMatchObject({
        ok: true,
      });
    await started(store, "carol");
    const local = await Promise.all([0, 1, 2].map(() => startSession(chain, { params: {}, outputMode: "flag", store })));
    expect(local.every((outcome) => outcome.ok)).toBe(true);
    await store.close();
  });

  it("removes finished runs after their TTL and abandoned ones after theirs, and keeps the rest", async () => {
    const store = limited(kind, { maxLiveRuns, runTtlMs: 2500, finishedRunTtlMs: 600, sweepEveryMs: 0 });
    const finished = await started(store, "dave");
    for (let n = 1; n <= steps; n += 1)
      await advanceSession(chain, finished, { store, owner: "dave", step: `s${String(n)}`, output: { n } });
    const abandoned = await started(store, "dave");
    if (kind.name === "redis" && kind.server !== undefined) {
      const admin = new Redis(kind.server.url);
      const ttl = async (id: string, key: string) => admin.pttl(`skill-kit:run:${id}:${key}`);
      for (const key of ["lines", "meta"]) {
        expect(await ttl(finished, key)).toBeGreaterThan(0);
        expect(await ttl(finished, key)).toBeLessThanOrEqual(600);
        expect(await ttl(abandoned, key)).toBeGreaterThan(600);
        expect(await ttl(abandoned, key)).toBeLessThanOrEqual(2500);
      }
      const live = (await admin.keys("skill-kit:owner:*:live")).map((key) => admin.pttl(key));
      for (const pttl of await Promise.all(live)) expect(pttl).toBeGreaterThan(0);
      await admin.quit();
    }
    const read = (id: string) =>
      store.read(id, "dave").then(
        () => "there",
        (error: unknown) => (SessionError.isInstance(error) ? error.code : "other"),
      );
    await new Promise((wake) => setTimeout(wake, 900));
    // The files and PostgreSQL sweep on a create; Redis' keys have expired by themselves.
    await started(store, "erin");
    expect(await read(finished)).toBe("SESSION_NOT_FOUND");
    expect(await read(abandoned)).toBe("there");
    await new Promise((wake) => setTimeout(wake, 2000));
    await started(store, "erin");
    expect(await read(abandoned)).toBe("SESSION_NOT_FOUND");
    expect((await store.list("dave")).length).toBe(0);
    await store.close();
  });
});
