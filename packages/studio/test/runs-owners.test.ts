// Runs an owner started (the built CLI with `--owner`, as `skill-kit-mcp --http` starts its users'
// runs) are listed with their owner beside the local user's, their history and step are read, and
// the studio refuses to answer them for their owner: 403, the session file left as it was, the
// owner's own advance still taken.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileRunStore } from "@skill-kit/sessions";
import { afterAll, describe, expect, it } from "vitest";
import type { StudioEvent } from "../src/server/route.js";
import { at, callRoute, contextOf, eventsOf, runCli, text } from "./routes-harness.js";

const dir = mkdtempSync(join(tmpdir(), "studio-owners-"));
const context = contextOf(fileRunStore({ sessionDir: dir }), `file:${dir}`);
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string) => callRoute(context, { method: "GET", path });

/** Every file of the session folder and its bytes. */
function folder(): Record<string, string> {
  return Object.fromEntries(readdirSync(dir).map((name) => [name, readFileSync(join(dir, name), "utf8")]));
}

async function started(owner: readonly string[]): Promise<string> {
  const run = await runCli(["start", "--session", "new", "--session-dir", dir, ...owner, "--print"]);
  expect(run.status).toBe(0);
  return text(JSON.parse(run.stdout), "sessionId");
}

const answerSize = (id: string, owner: readonly string[]) =>
  runCli(["advance", "--session", id, "--session-dir", dir, ...owner, "--step", "size", "--output", '{"size":"s"}']);

describe("runs an owner started", () => {
  it("are listed with their owner beside the local user's, and their history and step are read", async () => {
    const ada = await started(["--owner", "ada"]);
    const local = await started([]);
    expect((await answerSize(ada, ["--owner", "ada"])).status).toBe(0);

    const listed = await get("/api/runs");
    expect(listed).toMatchObject({ status: 200, json: { hidden: 0 } });
    const runs = at(listed.json, "runs");
    const owners = Array.isArray(runs) ? runs.map((run) => [at(run, "id"), at(run, "owner"), at(run, "step")]) : [];
    expect(owners).toEqual([
      [ada, "ada", "count"],
      [local, null, "size"],
    ]);

    const page = await get(`/api/runs/${ada}`);
    expect(page).toMatchObject({ status: 200, json: { run: { id: ada, owner: "ada", step: "count", status: "active" } } });
    expect(at(page.json, "history")).toMatchObject([
      { kind: "start", step: "size" },
      { kind: "answer", step: "size", output: { size: "s" } },
    ]);
    const step = await get(`/api/drive/${ada}?host=codex`);
    expect(step).toMatchObject({
      status: 200,
      json: { step: { run: ada, owner: "ada", step: "count", done: false, host: "codex" } },
    });

    const leave = new AbortController();
    const events = await eventsOf(context, leave.signal);
    const first: IteratorResult<StudioEvent, unknown> = await events.next();
    leave.abort();
    expect(first.done).toBe(false);
    expect(first.value).toMatchObject({
      event: "runs",
      data: {
        runs: [
          { id: ada, owner: "ada" },
          { id: local, owner: null },
        ],
      },
    });
  });

  it("are not answered from the studio: 403 STUDIO_FORBIDDEN, nothing written, and the owner's own answer still taken", async () => {
    const ada = await started(["--owner", "ada"]);
    const before = folder();
    for (const body of [
      { output: { size: "m" } },
      { output: { size: "s" }, step: "size" },
      { output: { size: "s" }, skill: "order" },
    ]) {
      const answer = await callRoute(context, { method: "POST", path: `/api/drive/${ada}`, body });
      expect(answer).toMatchObject({ status: 403, json: { ok: false, error: { code: "STUDIO_FORBIDDEN" } } });
      expect(text(answer.json, "error", "message")).toContain('"ada"');
    }
    expect(folder()).toEqual(before);
    // Still ada's alone: the local user is refused as before, ada's agent goes on.
    expect((await answerSize(ada, [])).status).not.toBe(0);
    expect((await answerSize(ada, ["--owner", "ada"])).status).toBe(0);
    const page = await get(`/api/runs/${ada}`);
    expect(page).toMatchObject({ status: 200, json: { run: { owner: "ada", step: "count" } } });
  });
});
