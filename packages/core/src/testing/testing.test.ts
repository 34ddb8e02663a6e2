import { describe, expect, it } from "vitest";
import { mockModel, runComposite, runSkill } from "./index.js";
import { linear, withPromptless } from "../../test/fixtures.js";
import { helpDesk } from "../../test/help-desk.js";

describe("mockModel", () => {
  it("returns a value every time, cycles an array per visit, and calls a function with the prompt", () => {
    const model = mockModel({ a: { x: 1 }, b: [1, 2], c: (prompt: string) => prompt.length });
    expect(model.respond("a", "")).toEqual({ x: 1 });
    expect(model.respond("a", "")).toEqual({ x: 1 });
    expect([model.respond("b", ""), model.respond("b", "")]).toEqual([1, 2]);
    expect(() => model.respond("b", "")).toThrow(/"b" was visited 3 times but has only 2 entries/);
    expect(model.respond("c", "four")).toBe(4);
    expect(() => model.respond("zz", "")).toThrow(/no entry for step "zz"/);
  });
});

describe("runSkill", () => {
  it("runs a linear skill: path, outputs, response, history", async () => {
    const run = await runSkill(linear, { model: mockModel({ a: { x: 1 }, b: { y: "s" }, c: { z: true } }) });
    expect(run.path).toEqual(["a", "b", "c"]);
    expect(run.response).toEqual({ z: true });
    expect(run.outputs).toEqual({ a: { x: 1 }, b: { y: "s" }, c: { z: true } });
    expect(run.history.map((record) => record.step)).toEqual(["a", "b", "c"]);
  });

  it("includes prompt-less steps in the path and gives a transcript a stateless agent can replay", async () => {
    const run = await runSkill(withPromptless, { model: mockModel({ a: { n: 2 }, c: { ok: true } }) });
    expect(run.path).toEqual(["a", "b", "c"]);
    expect(run.transcript.map((entry) => entry.step)).toEqual(["a", "b", "c"]);
    expect(run.store["tally"]).toEqual({ count: 4 });
  });

  it("throws, naming the step, when the model's output fails validation", async () => {
    await expect(runSkill(linear, { model: mockModel({ a: { x: "no" } }) })).rejects.toThrow(
      /step "a" rejected the model's output: x: x must be a number/,
    );
  });
});

describe("runComposite", () => {
  it("follows a redirect into a sub-skill with qualified model keys", async () => {
    const run = await runComposite(helpDesk, {
      model: mockModel({
        choose: { choice: "doctor" },
        "get-space": { spaceId: "s1" },
        "doctor/diagnose": { healthy: true, issues: [] },
        "doctor/report-clean": {},
      }),
    });
    expect(run.path).toEqual(["choose", "get-space", "doctor/diagnose", "doctor/report-clean"]);
    expect(run.redirectedTo).toEqual({ kind: "subskill", name: "doctor" });
  });

  it("ends on a topic", async () => {
    const run = await runComposite(helpDesk, {
      model: mockModel({ choose: { choice: "faq" }, "ask-topic": { topicName: "locales" } }),
      refs: { load: (file) => `content of ${file}`, asset: (path) => path },
    });
    expect(run.output).toEqual({ topic: "locales", content: "content of locales.md" });
    expect(run.redirectedTo).toEqual({ kind: "topic", name: "locales" });
  });

  it("starts directly in a sub-skill", async () => {
    const run = await runComposite(helpDesk, {
      directSubskill: "doctor",
      params: { spaceId: "q" },
      model: mockModel({ "doctor/diagnose": { healthy: false, issues: ["a"] }, "doctor/report-issues": {} }),
    });
    expect(run.path).toEqual(["doctor/diagnose", "doctor/report-issues"]);
  });
});
