// The session-file store keeps where a run ends in its file beside the run it returned: an append
// after that run (even a kept one, a call later) writes at the right byte, a torn tail is replaced,
// and an append after a run this store never returned is refused with nothing written.
import { appendFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SessionError } from "@skill-kit/core";
import { afterAll, describe, expect, it } from "vitest";
import { runOf, type RunHeader, type RunRecord } from "../run-records.js";
import type { RunLimits } from "../run-store.js";
import { fileRunStore } from "./file-run-store.js";
import { newSessionId } from "./session-id.js";

const root = mkdtempSync(join(tmpdir(), "skill-kit-file-store-"));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

const headerOf = (id: string): RunHeader => ({
  type: "header",
  sessionId: id,
  skill: "s",
  host: "generic",
  params: {},
  createdAt: "2026-11-26T00:00:00.000Z",
  outputMode: "file",
});
const prompt = (step: string): RunRecord => ({ type: "result", result: { kind: "prompt", step, prompt: step, schema: null } });

async function created(name: string) {
  const store = fileRunStore({ sessionDir: join(root, name) });
  const id = newSessionId();
  const path = await store.create({ id, owner: undefined, header: headerOf(id), records: [prompt("a")] });
  return { store, id, path };
}

describe("fileRunStore", () => {
  it("appends after the run an append returned, with no read in between", async () => {
    const { store, id, path } = await created("chain");
    const first = await store.read(id, undefined);
    const second = await store.append(id, { after: first, records: [prompt("b")] });
    const third = await store.append(id, { after: second, records: [prompt("c")] });
    expect(third.revision).toBe(await store.revision(id));
    const lines = readFileSync(path, "utf8").trimEnd().split("\n");
    expect(runOf(lines, id).records).toEqual([prompt("a"), prompt("b"), prompt("c")]);
  });

  it("adds the newline an agent's append left out, and replaces a torn tail, keeping its bytes beside the file", async () => {
    const { store, id, path } = await created("agent");
    appendFileSync(path, '{"type":"output","step":"a","output":{}}');
    const missing = await store.read(id, undefined);
    expect(missing.torn).toBe(false);
    const after = await store.append(id, { after: missing, records: [prompt("b")] });
    appendFileSync(path, '{"type":"outp');
    const torn = await store.read(id, undefined);
    expect(torn.torn).toBe(true);
    expect(torn.run.records).toEqual(after.run.records);
    await store.append(id, { after: torn, records: [prompt("c")] });
    const lines = readFileSync(path, "utf8").trimEnd().split("\n");
    expect(runOf(lines, id).records.map((record) => record.type)).toEqual(["result", "output", "result", "result"]);
    expect(readdirSync(join(root, "agent")).filter((name) => name.includes(".torn-"))).toHaveLength(1);
  });

  it("refuses an append after a run it did not return, or one the file has moved past", async () => {
    const { store, id, path } = await created("refused");
    const read = await store.read(id, undefined);
    const copy = { ...read, run: { ...read.run } };
    const before = readFileSync(path, "utf8");
    await expect(store.append(id, { after: copy, records: [prompt("x")] })).rejects.toMatchObject({ code: "SESSION_BUSY" });
    await store.append(id, { after: read, records: [prompt("b")] });
    const moved = readFileSync(path, "utf8");
    await expect(store.append(id, { after: read, records: [prompt("x")] })).rejects.toMatchObject({ code: "SESSION_BUSY" });
    expect(readFileSync(path, "utf8")).toBe(moved);
    expect(moved.startsWith(before)).toBe(true);
  });
});

describe("fileRunStore's list", () => {
  const owned = async (store: ReturnType<typeof fileRunStore>, owner: string | undefined) => {
    const id = newSessionId();
    const header = { ...headerOf(id), ...(owner === undefined ? {} : { owner }) };
    return { id, path: await store.create({ id, owner, header, records: [prompt("a")] }) };
  };

  it("gives each run's owner from its header, and only an owner's runs when asked", async () => {
    const store = fileRunStore({ sessionDir: join(root, "listed") });
    const mine = await owned(store, undefined);
    const ada = await owned(store, "ada");
    const bob = await owned(store, "bob");
    const byId = (entries: readonly { id: string; owner?: string | undefined }[]) =>
      Object.fromEntries(entries.map((entry) => [entry.id, entry.owner]));
    expect(byId(await store.list())).toEqual({ [mine.id]: undefined, [ada.id]: "ada", [bob.id]: "bob" });
    expect(byId(await store.list("ada"))).toEqual({ [ada.id]: "ada" });
    expect(await store.list("mallory")).toEqual([]);
  });

  it("reads the owner from the header line alone: a broken body keeps it, a forged or broken header has none", async () => {
    const store = fileRunStore({ sessionDir: join(root, "listed-hostile") });
    const body = await owned(store, "ada");
    appendFileSync(body.path, "not json\n{}\n");
    await expect(store.read(body.id, "ada")).rejects.toMatchObject({ code: "SESSION_CORRUPT" });
    // A header naming another run, or an owner that is not a string: no owner, so no one's listing.
    const forged = await owned(store, "ada");
    const other = newSessionId();
    writeFileSync(forged.path, readFileSync(forged.path, "utf8").replace(forged.id, other));
    const odd = await owned(store, undefined);
    writeFileSync(odd.path, readFileSync(odd.path, "utf8").replace('"type":"header"', '"type":"header","owner":["ada"]'));
    const owners = Object.fromEntries((await store.list()).map((entry) => [entry.id, entry.owner]));
    expect(owners).toEqual({ [body.id]: "ada", [forged.id]: undefined, [odd.id]: undefined });
    expect((await store.list("ada")).map((entry) => entry.id)).toEqual([body.id]);
  });
});

describe("fileRunStore with limits", () => {
  const done: RunRecord = { type: "result", result: { kind: "done", done: true, finalOutput: {} } };
  const open = (name: string, limits: RunLimits) => fileRunStore({ sessionDir: join(root, name), limits });
  const start = async (store: ReturnType<typeof open>, owner: string | undefined) => {
    const id = newSessionId();
    const path = await store.create({
      id,
      owner,
      header: { ...headerOf(id), ...(owner === undefined ? {} : { owner }) },
      records: [prompt("a")],
    });
    return { id, path };
  };
  const age = (path: string, ms: number) => {
    const then = new Date(Date.now() - ms);
    utimesSync(path, then, then);
  };

  it("refuses an owner's run past the bound with nothing written; a finished, abandoned or removed run frees its place", async () => {
    const store = open("bounded", { maxLiveRuns: 3, runTtlMs: 60_000, finishedRunTtlMs: 10_000 });
    const runs = [await start(store, "bob"), await start(store, "bob"), await start(store, "bob")];
    const before = readdirSync(join(root, "bounded")).sort();
    const refusal = await start(store, "bob").catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: "SESSION_LIMIT", data: { retryable: true, maxLiveRuns: 3 } });
    // The oldest of bob's runs expires in a minute: that is when to retry.
    const retryAfterMs = SessionError.isInstance(refusal) ? Number(refusal.data?.["retryAfterMs"]) : 0;
    expect(retryAfterMs).toBeGreaterThan(50_000); // no-timed-tests: a value the store computes, not a time taken
    expect(retryAfterMs).toBeLessThanOrEqual(60_000); // no-timed-tests: as above
    expect(readdirSync(join(root, "bounded")).sort()).toEqual(before);
    // Others and the local user (no owner) are not bounded by bob's runs.
    await start(store, "ada");
    for (let n = 0; n < 5; n += 1) await start(store, undefined);
    const [first, second, third] = runs;
    if (first === undefined || second === undefined || third === undefined) throw new Error("unreachable");
    const read = await store.read(first.id, "bob");
    await store.append(first.id, { after: read, records: [done] });
    await start(store, "bob");
    age(second.path, 61_000);
    await start(store, "bob");
    rmSync(third.path);
    await start(store, "bob");
    await expect(start(store, "bob")).rejects.toMatchObject({ code: "SESSION_LIMIT" });
  });

  it("sweeps finished runs after their TTL and unfinished ones after theirs, on a create, lock and marker with them", async () => {
    const store = open("swept", { maxLiveRuns: 10, runTtlMs: 60_000, finishedRunTtlMs: 10_000, sweepEveryMs: 0 });
    const finished = await start(store, "bob");
    await store.append(finished.id, { after: await store.read(finished.id, "bob"), records: [done] });
    const recent = await start(store, "bob");
    await store.append(recent.id, { after: await store.read(recent.id, "bob"), records: [done] });
    const abandoned = await start(store, "bob");
    const waiting = await start(store, undefined);
    age(finished.path, 11_000);
    age(abandoned.path, 61_000);
    age(waiting.path, 30_000);
    appendFileSync(`${abandoned.path}.lock`, "");
    await start(store, "ada");
    expect([finished, recent, abandoned, waiting].map(({ path }) => existsSync(path))).toEqual([false, true, false, true]);
    expect(existsSync(`${abandoned.path}.lock`)).toBe(false);
    const markers = readdirSync(join(root, "swept", "owners"), { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    );
    expect(markers.map((entry) => entry.name)).not.toContain(abandoned.id);
  });
});
