// The runs and drive routes on PostgreSQL and Redis (real servers from tooling/test-utils): a run
// started, refused, answered to done, listed and its history read, through the routes alone; a run
// an owner started listed with its owner.
import { openRunStore } from "@skill-kit/run-stores";
import { startSession, type RunStore } from "@skill-kit/sessions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { needsServers, startPostgres, startRedis, type TestServer } from "../../../tooling/test-utils/src/servers.js";
import type { StudioEvent } from "../src/server/route.js";
import order from "./fixtures/order/skill.js";
import { at, callRoute, contextOf, eventsOf, text } from "./routes-harness.js";

const present = needsServers("studio runs and drive on PostgreSQL and Redis");

describe.runIf(present).each([
  { kind: "PostgreSQL", start: startPostgres },
  { kind: "Redis", start: startRedis },
])("on $kind", ({ start }) => {
  let server: TestServer;
  let store: RunStore;

  beforeAll(async () => {
    server = await start();
    store = await openRunStore(server.url);
  }, 120_000);
  afterAll(async () => {
    await store.close();
    await server.dispose();
  });

  it("starts, refuses, answers to done and lists the run with its history", async () => {
    // The spec as a user would give it, with a password: the page never sees it.
    const context = contextOf(store, server.url.replace("postgres@", "postgres:secret@").replace("redis://", "redis://:secret@"));
    const post = (path: string, body: unknown) => callRoute(context, { method: "POST", path, body });
    const started = await post("/api/drive", { skill: "order", host: "codex" });
    expect(started).toMatchObject({ status: 200, json: { step: { step: "size", host: "codex" } } });
    const run = text(started.json, "run");
    expect((await post(`/api/drive/${run}`, { output: { size: "m" } })).status).toBe(422);
    for (const output of [{ size: "l" }, { n: 3 }, { approved: false }])
      expect((await post(`/api/drive/${run}`, { output })).status).toBe(200);
    const shown = await callRoute(context, { method: "GET", path: `/api/drive/${run}` });
    expect(shown.json).toMatchObject({ step: { done: true, host: "codex" } });

    const listed = await callRoute(context, { method: "GET", path: "/api/runs" });
    expect(at(listed.json, "runs")).toMatchObject([{ id: run, skill: "order", status: "done", step: "sure" }]);
    expect(text(listed.json, "store")).not.toContain("secret");
    const history = await callRoute(context, { method: "GET", path: `/api/runs/${run}` });
    expect(at(history.json, "history")).toMatchObject([
      { kind: "start", step: "size" },
      { kind: "rejected", step: "size", output: { size: "m" } },
      { kind: "answer", step: "size", output: { size: "l" } },
      { kind: "answer", step: "count", output: { n: 3 } },
      { kind: "auto", step: "tally", output: { total: 30 } },
      { kind: "answer", step: "sure", output: { approved: false } },
      { kind: "done", step: "sure" },
    ]);
  });

  it("refuses an unknown run and a malformed id without touching the store", async () => {
    const context = contextOf(store, server.url);
    const before = await store.list();
    const unknown = await callRoute(context, { method: "GET", path: "/api/drive/0123456789abcdef0123456789abcdef" });
    expect(unknown).toMatchObject({ status: 404, json: { error: { code: "SESSION_NOT_FOUND" } } });
    const malformed = await callRoute(context, {
      method: "POST",
      path: `/api/drive/${encodeURIComponent("../x")}`,
      body: { output: 1 },
    });
    expect(malformed).toMatchObject({ status: 400, json: { ok: false, error: { code: "USAGE" } } });
    expect(await store.list()).toEqual(before);
  });

  it("tells the events stream when the store stops answering, and sends the list again once it is back", async () => {
    const context = contextOf(await openRunStore(server.url, { timeoutMs: 500 }), server.url);
    const leave = new AbortController();
    const events = await eventsOf(context, leave.signal);
    const next = async (): Promise<StudioEvent> => {
      const got: IteratorResult<StudioEvent, unknown> = await events.next();
      if (got.done === true) throw new Error("the events ended");
      return got.value;
    };
    try {
      expect((await next()).event).toBe("runs");
      await server.stop();
      const outage = await next();
      expect(outage).toMatchObject({ event: "runs-error", data: { error: { code: "SESSION_STORE_UNAVAILABLE" } } });
      await server.start();
      const back = await next();
      expect(back.event).toBe("runs");
      expect(at(back.data, "runs", 0, "status")).toBe("done");
    } finally {
      leave.abort();
      await context.store.close();
    }
  }, 60_000);

  it("lists a run an owner started through the sessions API with its owner, reads its history, and does not answer it", async () => {
    const context = contextOf(store, server.url);
    const owned = await startSession(order, { params: {}, store, owner: "ada" });
    if (!owned.ok) throw owned.error;
    const id = owned.value.sessionId;
    const listed = await callRoute(context, { method: "GET", path: "/api/runs" });
    // Most recently changed first: ada's run, then the local user's run of the first test.
    expect(listed).toMatchObject({
      status: 200,
      json: {
        hidden: 0,
        runs: [
          { id, owner: "ada", step: "size", status: "active" },
          { owner: null, status: "done" },
        ],
      },
    });
    const history = await callRoute(context, { method: "GET", path: `/api/runs/${id}` });
    expect(history).toMatchObject({ status: 200, json: { run: { owner: "ada" }, history: [{ kind: "start", step: "size" }] } });
    const answer = await callRoute(context, { method: "POST", path: `/api/drive/${id}`, body: { output: { size: "s" } } });
    expect(answer).toMatchObject({ status: 403, json: { ok: false, error: { code: "STUDIO_FORBIDDEN" } } });
    expect((await store.read(id, "ada")).run.records).toHaveLength(1);
  });
});
