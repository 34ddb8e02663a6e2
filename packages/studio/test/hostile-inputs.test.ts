// What a stranger may send the runs and drive routes: unknown or malformed run ids, a run of another
// skill, outputs too large or too deep, bodies of the wrong shape. Each is a clean 4xx with a code,
// and the run is left exactly as it was (its session file's bytes unchanged).
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { skill, terminal, type } from "@skill-kit/core";
import { fileRunStore, startSession } from "@skill-kit/sessions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { at, callRoute, contextOf, eventsOf, text } from "./routes-harness.js";

const dir = mkdtempSync(join(tmpdir(), "studio-hostile-"));
const context = contextOf(fileRunStore({ sessionDir: dir }), `file:${dir}`);
let run = "";

const post = (path: string, body: unknown) => callRoute(context, { method: "POST", path, body });
const get = (path: string) => callRoute(context, { method: "GET", path });

/** Every file of the session folder and its bytes. */
function folder(): Record<string, string> {
  return Object.fromEntries(readdirSync(dir).map((name) => [name, readFileSync(join(dir, name), "utf8")]));
}

beforeAll(async () => {
  const started = await post("/api/drive", { skill: "order" });
  run = text(started.json, "run");
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

describe("hostile inputs", () => {
  it("an unknown run id is 404 SESSION_NOT_FOUND on every run route", async () => {
    const unknown = "0123456789abcdef0123456789abcdef";
    for (const answer of [
      await get(`/api/runs/${unknown}`),
      await get(`/api/drive/${unknown}`),
      await post(`/api/drive/${unknown}`, { output: { size: "s" } }),
    ]) {
      expect(answer.status).toBe(404);
      expect(at(answer.json, "error", "code")).toBe("SESSION_NOT_FOUND");
    }
    expect(readdirSync(dir)).toHaveLength(1);
  });

  it("a run id that is not one (a path, `../`, upper case, too long) is 400 USAGE before any path is built", async () => {
    const before = folder();
    for (const id of [
      "../../etc/passwd",
      `../${run}`,
      `${run}/..`,
      run.toUpperCase(),
      `${run}0`,
      `${run}.jsonl`,
      "\u0000",
      " ",
    ]) {
      const segment = encodeURIComponent(id);
      for (const answer of [
        await get(`/api/runs/${segment}`),
        await get(`/api/drive/${segment}`),
        await post(`/api/drive/${segment}`, { output: {} }),
      ]) {
        expect(answer.status).toBe(400);
        expect(at(answer.json, "error", "code")).toBe("USAGE");
      }
    }
    expect(folder()).toEqual(before);
  });

  it("a run of another skill is not that skill's: 404, nothing written", async () => {
    const before = folder();
    const asNotes = await post(`/api/drive/${run}`, { skill: "notes", output: { size: "s" } });
    expect(asNotes.status).toBe(404);
    expect(at(asNotes.json, "error", "code")).toBe("STUDIO_NOT_FOUND");
    const asUnknown = await get(`/api/drive/${run}?skill=elsewhere`);
    expect(at(asUnknown.json, "error", "code")).toBe("STUDIO_NOT_FOUND");
    expect(folder()).toEqual(before);
  });

  it("an output too deep or too large is refused as the agent's would be, and the run goes on", async () => {
    const before = folder();
    const deep = await post(`/api/drive/${run}`, { output: { size: nested(100_000) } });
    expect(deep).toMatchObject({
      status: 400,
      json: { ok: false, error: { code: "USAGE", message: "output is nested more than 200 levels deep" } },
    });
    const huge = await post(`/api/drive/${run}`, { output: { size: "x".repeat(2 * 1024 * 1024) } });
    expect(huge).toMatchObject({ status: 413, json: { ok: false, error: { code: "STUDIO_TOO_LARGE" } } });
    const wide = await post(`/api/drive/${run}`, {
      output: { size: nested(150), more: Array.from({ length: 1000 }, () => nested(150)) },
    });
    // Within the bounds: the step's schema refuses it, as it would the agent's.
    expect(wide).toMatchObject({ status: 422, json: { ok: false, error: { code: "validation", step: "size", retry: true } } });
    expect(Object.keys(folder())).toEqual(Object.keys(before));
    const answered = await post(`/api/drive/${run}`, { output: { size: "s" } });
    expect(answered).toMatchObject({ status: 200, json: { ok: true, step: { step: "count" } } });
  });

  it("bodies of the wrong shape, unknown hosts and a step that is not due are refused without a write", async () => {
    const before = folder();
    const refusals = [
      await post(`/api/drive/${run}`, [1, 2]),
      await post(`/api/drive/${run}`, { step: "count" }),
      await post(`/api/drive/${run}`, { output: { n: 1 }, host: "evil-host" }),
      await post(`/api/drive/${run}`, { output: { n: 1 }, step: 7 }),
      await post("/api/drive", "order"),
      await post("/api/drive", {}),
      await post("/api/drive", { skill: "order", params: [1] }),
      await post("/api/drive", { skill: "order", host: "<script>" }),
      await get(`/api/drive/${run}?host=${"x".repeat(10_000)}`),
    ];
    for (const answer of refusals) {
      expect(answer.status).toBe(400);
      expect(at(answer.json, "error", "code")).toBe("USAGE");
      expect(JSON.stringify(answer.json)).not.toContain("    at ");
    }
    expect(folder()).toEqual(before);
    const notDue = await post(`/api/drive/${run}`, { output: { size: "s" }, step: "size" });
    // The agent's repeat of an answer already taken: answered with the current step, nothing appended.
    expect(notDue).toMatchObject({ status: 200, json: { ok: true, step: { step: "count" } } });
    const unknownSkill = await post("/api/drive", { skill: "../order" });
    expect(unknownSkill).toMatchObject({ status: 404, json: { error: { code: "STUDIO_NOT_FOUND" } } });
    const noWorkflow = await post("/api/drive", { skill: "notes" });
    expect(noWorkflow).toMatchObject({ status: 404, json: { error: { code: "STUDIO_NOT_FOUND" } } });
    expect(folder()).toEqual(before);
  });

  it("a run of a skill the studio did not load is listed but not driven; an owner's run is listed with its owner", async () => {
    const stranger = skill({ name: "stranger", description: "Not in the studio", entry: "ask" })
      .step("ask", { prompt: "Say a word.", response: type({ word: "string" }), next: terminal })
      .build();
    const foreign = await startSession(stranger, { params: {}, store: context.store });
    const owned = await startSession(stranger, { params: {}, store: context.store, owner: "alice" });
    if (!foreign.ok || !owned.ok) throw new Error("could not start the stranger's runs");
    const before = folder();
    const id = foreign.value.sessionId;
    for (const answer of [
      await get(`/api/drive/${id}`),
      await post(`/api/drive/${id}`, { output: { word: "hi" } }),
      await post(`/api/drive/${id}`, { skill: "order", output: { word: "hi" } }),
    ]) {
      expect(answer.status).toBe(404);
      expect(at(answer.json, "error", "code")).toMatch(/^(STUDIO_NOT_FOUND|SESSION_NOT_FOUND)$/);
    }
    const page = await get(`/api/runs/${id}`);
    expect(page).toMatchObject({ status: 200, json: { run: { id, skill: "stranger", step: "ask", status: "active" } } });
    const list = await get("/api/runs");
    expect(at(list.json, "hidden")).toBe(0);
    const runs = at(list.json, "runs");
    const owners = Array.isArray(runs) ? runs.map((listed) => [at(listed, "id"), at(listed, "owner")]) : [];
    expect(owners).toContainEqual([owned.value.sessionId, "alice"]);
    expect(owners).toContainEqual([id, null]);
    const shown = await get(`/api/runs/${owned.value.sessionId}`);
    expect(shown).toMatchObject({ status: 200, json: { run: { owner: "alice", skill: "stranger" } } });
    expect(folder()).toEqual(before);
  });

  it("six answers at once to one step: one is taken, the others get the same next step, nothing appended twice", async () => {
    const started = await post("/api/drive", { skill: "order" });
    const id = text(started.json, "run");
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(`/api/drive/${id}`, { output: { size: "l" } })));
    for (const answer of answers) expect(answer).toMatchObject({ status: 200, json: { ok: true, step: { step: "count" } } });
    const page = await get(`/api/runs/${id}`);
    const kinds = at(page.json, "history");
    expect(Array.isArray(kinds) ? kinds.map((entry) => at(entry, "kind")) : []).toEqual(["start", "answer"]);
  });

  it("a GET makes no session folder: before the first run the store reads as empty", async () => {
    const unmade = join(dir, "not-yet");
    const fresh = contextOf(fileRunStore({ sessionDir: unmade }), `file:${unmade}`);
    const listed = await callRoute(fresh, { method: "GET", path: "/api/runs" });
    expect(listed).toMatchObject({ status: 200, json: { runs: [], hidden: 0 } });
    const missing = await callRoute(fresh, { method: "GET", path: `/api/drive/${run}` });
    expect(missing).toMatchObject({ status: 404, json: { error: { code: "SESSION_NOT_FOUND" } } });
    const leave = new AbortController();
    const events = await eventsOf(fresh, leave.signal);
    const first: IteratorResult<unknown, unknown> = await events.next();
    leave.abort();
    expect(first.value).toEqual({ event: "runs", data: { runs: [], hidden: 0 } });
    expect(existsSync(unmade)).toBe(false);
    const started = await callRoute(fresh, { method: "POST", path: "/api/drive", body: { skill: "order" } });
    expect(started.status).toBe(200);
    expect(existsSync(unmade)).toBe(true);
  });
});
