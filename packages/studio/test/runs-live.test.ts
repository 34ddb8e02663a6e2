// Runs the real CLI started, seen through the runs routes: listed, and the events stream sends the
// list again with the new step once the CLI advances the run.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileRunStore } from "@skill-kit/sessions";
import { afterAll, describe, expect, it } from "vitest";
import type { StudioEvent } from "../src/server/route.js";
import { at, callRoute, contextOf, eventsOf, runCli, text } from "./routes-harness.js";

const dir = mkdtempSync(join(tmpdir(), "studio-live-"));
const context = contextOf(fileRunStore({ sessionDir: dir }), `file:${dir}`);
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function runIn(event: StudioEvent | undefined, id: string): unknown {
  const runs = at(event?.data, "runs");
  return Array.isArray(runs) ? runs.find((run) => at(run, "id") === id) : undefined;
}

/** The next event whose list shows run `id` as `want` says (at most `limit` events). */
async function nextWhere(
  events: AsyncIterator<StudioEvent>,
  want: (event: StudioEvent) => boolean,
  limit = 50,
): Promise<StudioEvent> {
  for (let seen = 0; seen < limit; seen += 1) {
    const next: IteratorResult<StudioEvent, unknown> = await events.next();
    if (next.done === true) throw new Error("the events ended");
    if (want(next.value)) return next.value;
  }
  throw new Error(`no such event in ${String(limit)}`);
}

describe("runs the CLI started", () => {
  it("are listed, and the events stream shows each step the CLI advances them to", async () => {
    const started = await runCli(["start", "--session", "new", "--session-dir", dir, "--print"]);
    expect(started.status).toBe(0);
    const id = text(JSON.parse(started.stdout), "sessionId");

    const listed = await callRoute(context, { method: "GET", path: "/api/runs" });
    expect(listed.json).toMatchObject({ store: `file:${dir}`, hidden: 0 });
    expect(at(listed.json, "runs")).toEqual([
      {
        id,
        skill: "order",
        owner: null,
        step: "size",
        status: "active",
        startedAt: text(listed.json, "runs", 0, "startedAt"),
        updatedAt: text(listed.json, "runs", 0, "updatedAt"),
      },
    ]);
    expect(Date.parse(text(listed.json, "runs", 0, "startedAt"))).toBeLessThanOrEqual(
      Date.parse(text(listed.json, "runs", 0, "updatedAt")),
    );

    const leave = new AbortController();
    const events = await eventsOf(context, leave.signal);
    const first = await nextWhere(events, () => true);
    expect(first.event).toBe("runs");
    expect(runIn(first, id)).toMatchObject({ step: "size", status: "active" });

    const advanced = await runCli([
      "advance",
      "--session",
      id,
      "--session-dir",
      dir,
      "--step",
      "size",
      "--output",
      '{"size":"s"}',
    ]);
    expect(advanced.status).toBe(0);
    const moved = await nextWhere(events, (event) => at(runIn(event, id), "step") === "count");
    expect(runIn(moved, id)).toMatchObject({ status: "active" });

    const refused = await runCli(["advance", "--session", id, "--session-dir", dir, "--step", "count", "--output", '{"n":0}']);
    expect(refused.status).toBe(3);
    const rejected = await nextWhere(events, (event) => at(runIn(event, id), "status") === "rejected");
    expect(runIn(rejected, id)).toMatchObject({ step: "count" });

    const history = await callRoute(context, { method: "GET", path: `/api/runs/${id}` });
    expect(text(history.json, "history", 2, "reason")).not.toBe("");
    expect(at(history.json, "history")).toMatchObject([
      { kind: "start", step: "size" },
      { kind: "answer", step: "size", output: { size: "s" } },
      { kind: "rejected", step: "count", output: { n: 0 } },
    ]);

    // The client leaves: the stream ends.
    leave.abort();
    const after: IteratorResult<StudioEvent, unknown> = await events.next();
    expect(after.done).toBe(true);
  });

  it("gives each history entry a time: the start's, the last change's, and between them the next known one, marked approximate", async () => {
    const started = await runCli(["start", "--session", "new", "--session-dir", dir, "--print"]);
    const id = text(JSON.parse(started.stdout), "sessionId");
    for (const [step, output] of [
      ["size", '{"size":"l"}'],
      ["count", '{"n":1}'],
    ])
      expect(
        (await runCli(["advance", "--session", id, "--session-dir", dir, "--step", step ?? "", "--output", output ?? ""])).status,
      ).toBe(0);
    const page = await callRoute(context, { method: "GET", path: `/api/runs/${id}` });
    const updatedAt = text(page.json, "run", "updatedAt");
    expect(at(page.json, "history")).toEqual([
      { at: text(page.json, "run", "startedAt"), step: "size", kind: "start" },
      { at: updatedAt, approximate: true, step: "size", kind: "answer", output: { size: "l" } },
      { at: updatedAt, step: "count", kind: "answer", output: { n: 1 } },
      { at: updatedAt, step: "tally", kind: "auto", output: { total: 10 } },
    ]);
  });
});
