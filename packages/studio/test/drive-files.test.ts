// Driving the order fixture through the routes on session files, and the real CLI on the same
// folder: a run started here is continued by `skill-kit run … advance`, the prompt and a refusal
// are exactly what the CLI prints, and the history has every answer, refusal and auto step.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileRunStore } from "@skill-kit/sessions";
import { afterAll, describe, expect, it } from "vitest";
import { at, callRoute, contextOf, runCli, text } from "./routes-harness.js";

const dir = mkdtempSync(join(tmpdir(), "studio-drive-"));
const context = contextOf(fileRunStore({ sessionDir: dir }), `file:${dir}`);
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const post = (path: string, body: unknown) => callRoute(context, { method: "POST", path, body });
const get = (path: string) => callRoute(context, { method: "GET", path });

function resultOf(stdout: string): unknown {
  const value: unknown = JSON.parse(stdout);
  return value;
}

describe("driving a run through the routes", () => {
  it("starts, refuses a bad answer as the agent is refused, runs the action step and ends", async () => {
    const started = await post("/api/drive", { skill: "order" });
    expect(started.status).toBe(200);
    const run = text(started.json, "run");
    expect(started.json).toMatchObject({
      step: { run, skill: "order", step: "size", done: false, host: "generic", schema: { required: ["size"] } },
    });
    expect(text(started.json, "step", "preamble")).not.toBe("");
    expect(at(started.json, "step", "questions")).toEqual([
      {
        kind: "askUser",
        id: "size",
        question: "Which size?",
        options: ["s", "l"],
        labels: ["Small", "Large"],
        descriptions: ["For one", "To share"],
        multiSelect: false,
      },
    ]);

    const sized = await post(`/api/drive/${run}`, { output: { size: "l" } });
    expect(sized).toMatchObject({ status: 200, json: { ok: true, step: { step: "count", questions: [], views: [] } } });
    expect(at(sized.json, "step", "preamble")).toBeUndefined();

    const refused = await post(`/api/drive/${run}`, { output: { n: "two" } });
    expect(refused.status).toBe(422);
    const cliRefusal = await runCli([
      "advance",
      "--session",
      run,
      "--session-dir",
      dir,
      "--step",
      "count",
      "--output",
      '{"n":"two"}',
      "--print",
    ]);
    expect(cliRefusal.status).toBe(0);
    const agentGot = resultOf(cliRefusal.stdout);
    expect(refused.json).toEqual({
      ok: false,
      error: {
        code: at(agentGot, "error"),
        message: at(agentGot, "message"),
        issues: text(agentGot, "message")
          .split("\n")
          .filter((line) => line.trim() !== ""),
        step: "count",
        retry: true,
      },
    });

    const counted = await post(`/api/drive/${run}`, { output: { n: 2 } });
    expect(counted).toMatchObject({
      status: 200,
      json: {
        ok: true,
        step: {
          step: "sure",
          views: [{ title: "summary", text: "2 × l" }],
          questions: [{ kind: "confirm", id: "approved", question: "Order it?", defaultAnswer: true, destructive: false }],
        },
      },
    });

    const done = await post(`/api/drive/${run}`, { output: { approved: true } });
    expect(done).toMatchObject({
      status: 200,
      json: { ok: true, step: { done: true, step: "", prompt: "" } },
    });
    expect(at(done.json, "step", "finalOutput")).toBeDefined();

    const history = await get(`/api/runs/${run}`);
    expect(history.status).toBe(200);
    expect(at(history.json, "run")).toMatchObject({ id: run, skill: "order", owner: null, status: "done", step: "sure" });
    const entries = at(history.json, "history");
    const kinds = (Array.isArray(entries) ? entries : []).map((entry) => [at(entry, "kind"), at(entry, "step")]);
    expect(kinds).toEqual([
      ["start", "size"],
      ["answer", "size"],
      // The CLI's repeat of the refused output was answered with the same refusal, nothing appended.
      ["rejected", "count"],
      ["answer", "count"],
      ["auto", "tally"],
      ["answer", "sure"],
      ["done", "sure"],
    ]);
    expect(at(history.json, "history", 2)).toMatchObject({ output: { n: "two" }, reason: at(agentGot, "message") });
    expect(at(history.json, "history", 4)).toMatchObject({ output: { total: 20 } });
    expect(at(history.json, "history", 0, "at")).toBe(at(history.json, "run", "startedAt"));
  });

  it("starts a run the CLI continues, showing the prompt the CLI prints", async () => {
    const started = await post("/api/drive", { skill: "order", host: "claude-code" });
    const run = text(started.json, "run");
    const cli = await runCli([
      "advance",
      "--session",
      run,
      "--session-dir",
      dir,
      "--step",
      "size",
      "--output",
      '{"size":"s"}',
      "--print",
    ]);
    expect(cli.stderr).toBe("");
    const shown = await get(`/api/drive/${run}`);
    expect(shown).toMatchObject({ status: 200, json: { step: { step: "count", host: "claude-code" } } });
    expect(text(shown.json, "step", "prompt")).toBe(text(resultOf(cli.stdout), "prompt"));
  });

  it("shows a step for another host as an agent on that host reads it", async () => {
    const viaCli = await runCli(["start", "--session", "new", "--session-dir", dir, "--host", "claude-code", "--print"]);
    const cliRun = text(resultOf(viaCli.stdout), "sessionId");
    const asClaude = {
      prompt: text(resultOf(viaCli.stdout), "result", "prompt"),
      preamble: text(resultOf(viaCli.stdout), "result", "preamble"),
    };
    const started = await post("/api/drive", { skill: "order" });
    const run = text(started.json, "run");
    const generic = { prompt: text(started.json, "step", "prompt"), preamble: text(started.json, "step", "preamble") };
    // The preamble's table names each host's tools.
    expect(generic.preamble).not.toBe(asClaude.preamble);
    expect(asClaude.preamble).toContain("AskUserQuestion");
    const forClaude = await get(`/api/drive/${run}?host=claude-code`);
    expect(at(forClaude.json, "step")).toMatchObject({ host: "claude-code", ...asClaude });
    // The run itself is unchanged: it is still the generic host's.
    const again = await get(`/api/drive/${run}`);
    expect(at(again.json, "step")).toMatchObject({ host: "generic", ...generic });
    const cliShown = await get(`/api/drive/${cliRun}?host=generic`);
    expect(at(cliShown.json, "step")).toMatchObject({ host: "generic", ...generic });
    // Past the first step there is no preamble, for any host; the count step's prompt names the host.
    await post(`/api/drive/${run}`, { output: { size: "s" } });
    const cliNext = await runCli([
      "advance",
      "--session",
      cliRun,
      "--session-dir",
      dir,
      "--step",
      "size",
      "--output",
      '{"size":"s"}',
      "--print",
    ]);
    const second = await get(`/api/drive/${run}?host=claude-code`);
    expect(at(second.json, "step")).toMatchObject({
      step: "count",
      prompt: "<prompt>\nSay how many pizzas to order (on claude-code).\n</prompt>",
    });
    expect(text(second.json, "step", "prompt")).toBe(text(resultOf(cliNext.stdout), "prompt"));
    expect(at(second.json, "step", "preamble")).toBeUndefined();
    const own = await get(`/api/drive/${run}`);
    expect(at(own.json, "step")).toMatchObject({ host: "generic", prompt: "<prompt>\nSay how many pizzas to order.\n</prompt>" });
  });
});
