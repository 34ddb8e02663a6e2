// The server goes down in the middle of 20 concurrent runs and comes back: every call fails with a
// retryable error (the client retries it), no step is lost or written twice, and every run finishes
// exactly as the same run does without interruption.
import { advanceSession, startSession, type RunStore, type SessionOutcome } from "@skill-kit/sessions";
import { afterAll, describe, expect, it } from "vitest";
import { chain, fileKind, needsServers, postgresKind, redisKind, steps, type StoreKind } from "./fixture.js";

const servers = needsServers("run-store outage (PostgreSQL, Redis)");
const runs = 20;
const pause = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

interface Tally {
  calls: number;
  retries: number;
  codes: Set<string>;
  /** The longest a failed call took to answer. */
  slowestFailure: number;
}

/** Calls until the outcome is not a retryable error; counts calls and retries. */
async function retried<T>(tally: Tally, call: () => Promise<SessionOutcome<T>>): Promise<T> {
  for (;;) {
    tally.calls += 1;
    const began = Date.now();
    const outcome = await call();
    if (outcome.ok) return outcome.value;
    tally.slowestFailure = Math.max(tally.slowestFailure, Date.now() - began);
    tally.codes.add(outcome.error.code);
    if (outcome.error.code !== "SESSION_STORE_UNAVAILABLE" && outcome.error.code !== "SESSION_BUSY") throw outcome.error;
    tally.retries += 1;
    await pause(100);
  }
}

/** One run from start to done, a short pause between steps; returns its lines after the header. */
async function drive(store: RunStore, tally: Tally, done: { steps: number }): Promise<unknown[]> {
  const started = await retried(tally, () => startSession(chain, { params: {}, outputMode: "flag", store }));
  const id = started.sessionId;
  for (let n = 1; n <= steps; n += 1) {
    await retried(tally, () => advanceSession(chain, id, { store, step: `s${String(n)}`, output: { n } }));
    done.steps += 1;
    await pause(40 + Math.random() * 40);
  }
  const { run } = await retried(tally, async () => ({ ok: true as const, value: await store.read(id, undefined) }));
  return run.records.map((record) => (record.type === "result" ? { type: record.result.kind, ...record.result } : record));
}

describe.runIf(servers).each([
  { name: "PostgreSQL", make: postgresKind },
  { name: "Redis", make: redisKind },
])("$name stopped and restarted in the middle of 20 concurrent runs", ({ name, make }) => {
  let kind: StoreKind | undefined;
  afterAll(async () => {
    await kind?.dispose();
  });

  it("loses no step, writes none twice, and finishes every run", async () => {
    const reference = fileKind();
    const expected = await drive(reference.open(), { calls: 0, retries: 0, codes: new Set(), slowestFailure: 0 }, { steps: 0 });
    await reference.dispose();

    kind = await make();
    const server = kind.server;
    if (server === undefined) throw new Error("no server");
    const store = kind.open();
    const tally: Tally = { calls: 0, retries: 0, codes: new Set(), slowestFailure: 0 };
    const done = { steps: 0 };
    const outage = (async () => {
      while (done.steps < (runs * steps) / 4) await pause(5);
      const stoppedAt = Date.now();
      await server.stop();
      await pause(1500);
      await server.start();
      return { stoppedAt, upAt: Date.now() };
    })();
    const finished = await Promise.all(Array.from({ length: runs }, () => drive(store, tally, done)));
    const { stoppedAt, upAt } = await outage;
    const after = Date.now();
    await store.close();

    for (const lines of finished) expect(lines).toEqual(expected);
    expect([...tally.codes].every((code) => code === "SESSION_STORE_UNAVAILABLE" || code === "SESSION_BUSY")).toBe(true);
    expect(tally.codes.has("SESSION_STORE_UNAVAILABLE")).toBe(true);
    console.log(
      `${name}: ${String(runs)} runs of ${String(steps)} steps, ${String(tally.calls)} calls, ${String(tally.retries)} retried (${[...tally.codes].join(", ")}; the slowest failure answered in ${String(tally.slowestFailure)} ms); down ${String(upAt - stoppedAt)} ms, all runs done ${String(after - upAt)} ms after it was back`,
    );
  });
});
