import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { WorkflowEngine } from "@skill-kit/core";
import { mockModel, runSkill, type MockModel } from "@skill-kit/core/testing";
import { describe, expect, it } from "vitest";
import buildAGame from "./skill.js";

const outDir = (): string => mkdtempSync(join(tmpdir(), "build-a-game-test-"));
const passed = { passed: true, failures: [] };
const failed = { passed: false, failures: ["starts in the first room"] };
const answers = {
  design: { rooms: ["Gate", "Hall", "Vault"], goal: "Bring the lantern to the vault" },
  track: { created: 5 },
  scaffold: { folder: "lantern-cave" },
  implement: { changed: ["game.js"], summary: "Rooms, exits and the three commands" },
  test: passed,
  polish: { changes: ["title screen"] },
  "wrap-up": {},
};

/** Runs the skill with `answers` (plus overrides) and keeps the last prompt shown at each step. */
async function play(overrides: Readonly<Record<string, unknown>> = {}) {
  const prompts = new Map<string, string>();
  const scripted = mockModel({ ...answers, ...overrides });
  const model: MockModel = {
    respond: (step, prompt) => {
      prompts.set(step, prompt);
      return scripted.respond(step, prompt);
    },
  };
  const dir = outDir();
  return { run: await runSkill(buildAGame, { params: { outDir: dir }, model }), prompts, dir };
}

describe("build-a-game", () => {
  it("routes a passing test run to polish; the action scaffolds real files", async () => {
    const { run, dir } = await play();
    expect(run.path).toEqual(["design", "track", "scaffold", "implement", "test", "route", "polish", "wrap-up"]);
    expect(readdirSync(join(dir, "lantern-cave")).sort()).toEqual(["game.js", "game.test.js", "rooms.json"]);
    expect(readFileSync(join(dir, "lantern-cave", "game.test.js"), "utf8")).toContain('assert.equal(start().room, "Gate");');
    expect(run.store["progress"]).toEqual({ design: "done", scaffold: "done", implement: "done", test: "done", polish: "done" });
    expect(run.store["game"]).toEqual({
      ...answers.design,
      title: "Lantern Cave",
      dir: join(dir, "lantern-cave"),
      files: ["rooms.json", "game.js", "game.test.js"],
      failures: [],
    });
  });

  it("routes a failing test run to fix, which loops on itself until the tests pass", async () => {
    const { run } = await play({ test: failed, fix: [failed, passed] });
    expect(run.path).toEqual(["design", "track", "scaffold", "implement", "test", "route", "fix", "fix", "polish", "wrap-up"]);
    expect(run.store["progress"]).toMatchObject({ test: "done", polish: "done" });
  });

  it("stops the fix loop at maxVisits and goes to onMaxVisits (wrap-up), skipping polish", async () => {
    const { run, prompts } = await play({ test: failed, fix: [failed, failed, failed] });
    expect(run.path).toEqual(["design", "track", "scaffold", "implement", "test", "route", "fix", "fix", "fix", "wrap-up"]);
    expect(run.store.steps.all("fix")).toHaveLength(3);
    expect(prompts.get("fix")).toContain("Attempt 3 of 3.");
    expect(run.store["progress"]).toMatchObject({ test: "failed" });
    expect(prompts.get("wrap-up")).toContain("say which tests still fail: starts in the first room.");
  });

  it("records the prompt-less step in the transcript, right after the step it followed", async () => {
    const { run } = await play();
    expect(run.transcript.map((entry) => entry.step)).toEqual([
      "design",
      "track",
      "scaffold",
      "implement",
      "test",
      "route",
      "polish",
      "wrap-up",
    ]);
    expect(run.transcript.find((entry) => entry.step === "route")).toEqual({ step: "route", response: {}, result: {} });
  });

  it("returns the prompt-less step in autoAdvanced, after the agent's completed step", async () => {
    const engine = new WorkflowEngine(buildAGame, { params: { outDir: outDir() } });
    await engine.start();
    for (const [step, answer] of Object.entries(answers).slice(0, 4)) await engine.advance(step, answer);
    const result = await engine.advance("test", failed);
    expect(result).toMatchObject({
      kind: "prompt",
      step: "fix",
      completed: { step: "test", response: failed },
      autoAdvanced: [{ step: "route" }],
    });
  });

  it("keeps the checklist statuses in the progress store and shows them as they change", async () => {
    const { prompts, dir } = await play();
    expect(prompts.get("track")).toMatchInlineSnapshot(`
      "<checklist>
        <item status="done">Agree on rooms and goal</item>
        <item status="pending">Scaffold the files</item>
        <item status="pending">Implement the game</item>
        <item status="pending">Make the tests pass</item>
        <item status="pending">Polish the texts</item>
      </checklist>

      <prompt>
      Keep these items up to date as the game takes shape.
      </prompt>"
    `);
    expect(prompts.get("test")?.split("\n\n")[0]).toMatchInlineSnapshot(`
      "<rendered name="progress">
      | title | status |
      | --- | --- |
      | Agree on rooms and goal | ✅ |
      | Scaffold the files | ✅ |
      | Implement the game | ✅ |
      | Make the tests pass | ☐ |
      | Polish the texts | ☐ |
      </rendered>"
    `);
    expect(prompts.get("wrap-up")?.replace(dir, "<out>")).toMatchInlineSnapshot(`
      "<rendered name="game">
      ## Lantern Cave

      folder  <out>/lantern-cave
      rooms   Gate → Hall → Vault
      goal    Bring the lantern to the vault

      | title | status |
      | --- | --- |
      | Agree on rooms and goal | ✅ |
      | Scaffold the files | ✅ |
      | Implement the game | ✅ |
      | Make the tests pass | ✅ |
      | Polish the texts | ✅ |
      </rendered>

      <prompt>
      Show the card above to the user as written, and explain how to start the game.
      </prompt>"
    `);
  });

  it("hands the implementation to a subagent with the design from the store", async () => {
    const { prompts, dir } = await play();
    expect(prompts.get("implement")).toBe(
      `<subagent no-recurse="build-a-game">In ${join(dir, "lantern-cave")}, implement the game in game.js. Rooms, in order: Gate, Hall, Vault. Goal: Bring the lantern to the vault. Commands: look, go &lt;direction&gt;, take &lt;item&gt;. start() returns { room, text }. Keep rooms.json as the map. Reply with the files you changed and a one-line summary.</subagent>`,
    );
  });
});
