// The contract every run store keeps, checked on the session files, PostgreSQL and Redis alike.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { advanceSession, startSession, SessionCache, type RunHeader, type RunRecord, type RunStore } from "@skill-kit/sessions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chain, fileKind, steps, needsServers, postgresKind, redisKind, type StoreKind } from "./fixture.js";

const servers = needsServers("run-store contract (PostgreSQL, Redis)");
const kinds: { name: string; make: () => Promise<StoreKind> }[] = [
  { name: "file", make: () => Promise.resolve(fileKind()) },
  ...(servers
    ? [
        { name: "postgres", make: postgresKind },
        { name: "redis", make: redisKind },
      ]
    : []),
];

const header = (id: string, owner?: string): RunHeader => ({
  type: "header",
  sessionId: id,
  skill: "counter",
  host: "generic",
  params: {},
  createdAt: "2026-11-25T00:00:00.000Z",
  outputMode: "flag",
  ...(owner === undefined ? {} : { owner }),
});
const prompt = (n: number): RunRecord => ({
  type: "result",
  result: { kind: "prompt", step: "count", prompt: `p${String(n)}`, schema: null },
});
const promptText = (record: RunRecord | undefined) =>
  record?.type === "result" && record.result.kind === "prompt" ? record.result.prompt : undefined;
const newId = () => crypto.randomUUID().replaceAll("-", "");

describe.each(kinds)("the $name run store", ({ name, make }) => {
  let kind: StoreKind;
  let store: RunStore;
  beforeAll(async () => {
    kind = await make();
    store = kind.open({ lockTimeoutMs: 300, leaseMs: 400 });
  });
  afterAll(async () => {
    await store.close();
    await kind.dispose();
  });

  it("creates, reads, and appends only at the line it was read at", async () => {
    const id = newId();
    await store.create({ id, owner: undefined, header: header(id), records: [prompt(1)] });
    const first = await store.read(id, undefined);
    expect(first.run.header).toEqual(header(id));
    expect(first.run.records).toEqual([prompt(1)]);
    const after = await store.append(id, { after: first, records: [prompt(2), prompt(3)] });
    expect(after.revision).toBe(await store.revision(id));
    expect(after.run.records.map(promptText)).toEqual(["p1", "p2", "p3"]);
    const stale = store.append(id, { after: first, records: [prompt(9)] });
    await expect(stale).rejects.toMatchObject({ code: "SESSION_BUSY" });
    const now = await store.read(id, undefined);
    expect(now.run.records.map(promptText)).toEqual(["p1", "p2", "p3"]);
    // What the append returned is a run the store can append after, as a cache hands it back.
    const next = await store.append(id, { after, records: [prompt(4)] });
    expect((await store.read(id, undefined)).run.records.map(promptText)).toEqual(["p1", "p2", "p3", "p4"]);
    expect(next.revision).toBe(await store.revision(id));
    await expect(store.read(newId(), undefined)).rejects.toMatchObject({ code: "SESSION_NOT_FOUND" });
  });

  it("lets one call at a time hold a run's lock, and bounds the wait", async () => {
    const id = newId();
    await store.create({ id, owner: undefined, header: header(id), records: [prompt(1)] });
    let release = () => {};
    const held = store.lock(id, () => new Promise<void>((resolve) => (release = resolve)));
    await new Promise((wake) => setTimeout(wake, 50));
    await expect(store.lock(id, () => Promise.resolve("second"))).rejects.toMatchObject({ code: "SESSION_BUSY" });
    release();
    await held;
    await expect(store.lock(id, () => Promise.resolve("second"))).resolves.toBe("second");
  });

  it("lists runs with their owners (an owner's only, when asked) and expires old ones", async () => {
    const mine = newId();
    const theirs = newId();
    const local = newId();
    await store.create({ id: mine, owner: "alice", header: header(mine, "alice"), records: [prompt(1)] });
    await store.create({ id: theirs, owner: "bob", header: header(theirs, "bob"), records: [prompt(1)] });
    await store.create({ id: local, owner: undefined, header: header(local), records: [prompt(1)] });
    const listed = new Map((await store.list()).map((entry) => [entry.id, entry.owner]));
    expect([mine, theirs, local].map((id) => [listed.has(id), listed.get(id)])).toEqual([
      [true, "alice"],
      [true, "bob"],
      [true, undefined],
    ]);
    expect((await store.list("alice")).map((entry) => [entry.id, entry.owner])).toEqual([[mine, "alice"]]);
    expect(await store.expire(new Date(Date.now() - 60_000))).toEqual([]);
    const removed = await store.expire(new Date(Date.now() + 60_000));
    expect(removed).toEqual(expect.arrayContaining([mine, theirs, local]));
    await expect(store.read(mine, "alice")).rejects.toMatchObject({ code: "SESSION_NOT_FOUND" });
  });

  it("answers a run to its owner only; to anyone else exactly as a missing run", async () => {
    const started = await startSession(chain, { params: {}, outputMode: "flag", store, owner: "alice" });
    if (!started.ok) throw started.error;
    const id = started.value.sessionId;
    const submit = (owner: string | undefined, session = id) =>
      advanceSession(chain, session, { store, owner, step: "s1", output: { n: 1 } });
    const stranger = await submit("mallory");
    const nobody = await submit(undefined);
    const missing = await submit("mallory", "0".repeat(32));
    for (const outcome of [stranger, nobody, missing])
      expect(outcome).toMatchObject({ ok: false, error: { code: "SESSION_NOT_FOUND" } });
    if (stranger.ok || missing.ok) throw new Error("unreachable");
    expect(stranger.error.message).toBe(missing.error.message.replaceAll("0".repeat(32), id));
    expect(await submit("alice")).toMatchObject({ ok: true, value: { line: 4 } });
  });

  it("takes each output once, whatever the number of concurrent callers", async () => {
    const started = await startSession(chain, { params: {}, outputMode: "flag", store });
    if (!started.ok) throw started.error;
    const id = started.value.sessionId;
    // Many callers on many store instances, each with its own cache (other processes).
    const callers = Array.from({ length: 6 }, () => ({
      store: kind.open({ lockTimeoutMs: 20_000 }),
      sessionCache: new SessionCache(),
    }));
    const submit = (index: number, n: number) =>
      advanceSession(chain, id, { ...callers[index % callers.length], step: `s${String(n)}`, output: { n } });
    // Every step submitted by three callers at once (repeats of one output), the steps one after another.
    for (let n = 1; n <= steps; n += 1) {
      const outcomes = await Promise.all([0, 1, 2].map((index) => submit(index + n, n)));
      expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, true, true]);
    }
    const { records } = (await store.read(id, undefined)).run;
    const outputs = records.flatMap((record) => (record.type === "output" ? [record.output] : []));
    expect(outputs).toEqual(Array.from({ length: steps }, (_, index) => ({ n: index + 1 })));
    const last = records.at(-1);
    expect(last?.type === "result" && last.result.kind).toBe("done");
    await Promise.all(callers.map((caller) => caller.store.close()));
  });

  it("stays usable when a lock holder disappears mid-call", async () => {
    const started = await startSession(chain, { params: {}, outputMode: "flag", store });
    if (!started.ok) throw started.error;
    const id = started.value.sessionId;
    const crash = await abandonLock(kind, id);
    const next = await advanceSession(chain, id, { store: kind.open({ lockTimeoutMs: 10_000 }), step: "s1", output: { n: 1 } });
    expect(next).toMatchObject({ ok: true, value: { result: { kind: "prompt", step: "s2" } } });
    crash();
  });

  // The session files have no messages of their own (mcp-transport keeps them in the session folder).
  it.runIf(name !== "file")(
    "hands a message left under a key to exactly one taker, and refuses a key that is not a safe name",
    async () => {
      const { messages } = store;
      if (messages === undefined) throw new Error(`the ${name} store has no messages`);
      const key = `instance-${newId().slice(0, 8)}.1`;
      expect(await messages.take(key)).toBeUndefined();
      await messages.leave(key, '{"answer":1}');
      const takers = await Promise.all([0, 1, 2, 3].map(() => messages.take(key)));
      expect(takers.filter((taken) => taken !== undefined)).toEqual(['{"answer":1}']);
      expect(await messages.take(key)).toBeUndefined();
      await expect(messages.leave("../escape", "x")).rejects.toThrow(/a message key/);
      await expect(messages.take(".hidden")).rejects.toThrow(/a message key/);
    },
  );
});

/** A holder that took the run's lock and vanished: a dead process's lock file, or a store whose connection dropped. */
async function abandonLock(kind: StoreKind, id: string): Promise<() => void> {
  if (kind.server === undefined) {
    const dead = spawnSync("true").pid;
    writeFileSync(`${kind.open().runKey(id)}.lock`, `${String(dead)} - - abandoned\n`);
    return () => {};
  }
  const holder = kind.open({ leaseMs: 600 });
  let fail: (error: Error) => void = () => undefined;
  let taken = () => {};
  const holding = new Promise<void>((resolve) => (taken = resolve));
  const held = holder.lock(id, () => {
    taken();
    return new Promise<never>((_resolve, reject) => (fail = reject));
  });
  held.catch(() => undefined);
  await holding;
  await holder.close();
  return () => {
    fail(new Error("the holder's process is gone"));
  };
}
