// While a stdio server keeps a run's lock it keeps the session file open: appends and revisions
// go through the descriptor, yet a file renamed over or removed meanwhile is let go (the append
// then lands in the file at the path), and an agent's own append still changes the revision.
import { appendFileSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { newSessionId, type RunHeader, type RunRecord, type RunStore } from "../index.js";
import { fileRunStoreKeepingLocks } from "./kept-lock-store.js";

const root = mkdtempSync(join(tmpdir(), "skill-kit-held-file-"));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

const headerOf = (id: string): RunHeader => ({
  type: "header",
  sessionId: id,
  skill: "s",
  host: "generic",
  params: {},
  createdAt: "2026-11-27T00:00:00.000Z",
  outputMode: "file",
});
const prompt = (step: string): RunRecord => ({ type: "result", result: { kind: "prompt", step, prompt: step, schema: null } });

async function created(name: string) {
  const store = fileRunStoreKeepingLocks({ sessionDir: join(root, name), keepLockMs: 5000 });
  const id = newSessionId();
  const path = await store.create({ id, owner: undefined, header: headerOf(id), records: [prompt("a")] });
  return { store, id, path };
}

/** One call as an advance makes it: under the (kept) lock, read, then append one prompt. */
const advance = (store: RunStore, id: string, step: string) =>
  store.lock(id, async () => store.append(id, { after: await store.read(id, undefined), records: [prompt(step)] }));

const stepsIn = (path: string): string[] =>
  readFileSync(path, "utf8")
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => (JSON.parse(line) as { step: string }).step);

describe("a session file held with its kept lock", () => {
  it("takes appends in a row, each in the file at its path", async () => {
    const { store, id, path } = await created("row");
    for (const step of ["b", "c", "d"]) await advance(store, id, step);
    expect(stepsIn(path)).toEqual(["a", "b", "c", "d"]);
  });

  it("is let go when renamed over: the next append lands in the new file at the path", async () => {
    const { store, id, path } = await created("renamed");
    await advance(store, id, "b");
    const copy = `${path}.copy`;
    writeFileSync(copy, readFileSync(path));
    renameSync(copy, path);
    await advance(store, id, "c");
    expect(stepsIn(path)).toEqual(["a", "b", "c"]);
  });

  it("is let go when removed: the next call finds no session", async () => {
    const { store, id, path } = await created("removed");
    await advance(store, id, "b");
    rmSync(path);
    await expect(advance(store, id, "c")).rejects.toMatchObject({ code: "SESSION_NOT_FOUND" });
  });

  it("shows an agent's own append in the revision, and refuses an append after the run it read", async () => {
    const { store, id, path } = await created("agent");
    const read = await store.lock(id, () => store.read(id, undefined));
    const before = await store.revision(id);
    appendFileSync(path, '{"type":"note","text":"the agent wrote this"}\n');
    expect(await store.revision(id)).not.toBe(before);
    await expect(store.lock(id, () => store.append(id, { after: read, records: [prompt("b")] }))).rejects.toMatchObject({
      code: "SESSION_BUSY",
    });
    expect(readFileSync(path, "utf8")).not.toContain('"step":"b"');
  });
});
