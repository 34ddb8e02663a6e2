// The session-file store keeps where a run ends in its file beside the run it returned: an append
// after that run (even a kept one, a call later) writes at the right byte, a torn tail is replaced,
// and an append after a run this store never returned is refused with nothing written.
import { appendFileSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runOf, type RunHeader, type RunRecord } from "../run-records.js";
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
