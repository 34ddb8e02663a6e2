import { skill, terminal, type SkillDefinition } from "@skill-kit/core";
import { describe, expect, it } from "vitest";
import { workflowContext } from "../workflow-context.js";
import { cycleGuard } from "./cycle-guard.js";

const lint = (definition: SkillDefinition) => cycleGuard(workflowContext(definition));

const loop = skill({ name: "loop", description: "Loops.", entry: "ask" })
  .step("ask", {
    prompt: "Ask again?",
    next: [{ to: "ask", when: () => true }, { to: "done" }],
    maxVisits: 3,
    onMaxVisits: "done",
  })
  .step("done", { prompt: "Bye.", next: terminal })
  .build();

describe("cycle-guard", () => {
  it("does not fire on a loop guarded by maxVisits and onMaxVisits", () => {
    expect(lint(loop)).toEqual([]);
  });

  it("warns for a step on a cycle without maxVisits, naming the implicit limit of 10", () => {
    const unguarded = skill({ name: "unguarded", description: "Loops.", entry: "a" })
      .step("a", { prompt: "A", next: "b" })
      .step("b", { prompt: "B", next: [{ to: "a", when: () => false }, { to: "end" }] })
      .step("end", { prompt: "End", next: terminal })
      .build();
    const found = lint(unguarded);
    expect(found.map((diagnostic) => [diagnostic.severity, diagnostic.step])).toEqual([
      ["warning", "a"],
      ["warning", "b"],
    ]);
    expect(found[0]?.message).toContain("implicit limit of 10");
  });

  it("is an error when onMaxVisits names a missing step (a definition build() would refuse)", () => {
    const ask = loop.steps.ask;
    if (ask === undefined) throw new Error("fixture");
    const broken: SkillDefinition = { ...loop, steps: { ...loop.steps, ask: ask.extend({ onMaxVisits: "nowhere" }) } };
    expect(lint(broken)).toEqual([
      {
        rule: "cycle-guard",
        severity: "error",
        step: "ask",
        message: expect.stringContaining('onMaxVisits "nowhere" is not a step') as unknown,
      },
    ]);
  });

  it("is an error for a maxVisits that is not a positive integer", () => {
    const ask = loop.steps.ask;
    if (ask === undefined) throw new Error("fixture");
    const broken: SkillDefinition = { ...loop, steps: { ...loop.steps, ask: ask.extend({ maxVisits: 0 }) } };
    expect(lint(broken).map((diagnostic) => diagnostic.message)).toEqual(["maxVisits must be a positive integer, found 0"]);
  });

  it("is an error when onMaxVisits sends the run back into the exhausted step", () => {
    const selfish = skill({ name: "selfish", description: "Loops.", entry: "ask" })
      .step("ask", {
        prompt: "Again?",
        next: [{ to: "ask", when: () => true }, { to: "done" }],
        maxVisits: 2,
        onMaxVisits: "self",
      })
      .step("done", { prompt: "Bye.", next: terminal })
      .build();
    expect(lint(selfish)).toMatchObject([{ severity: "error", step: "ask" }]);
  });

  it("warns that onMaxVisits without maxVisits is never used", () => {
    const idle = skill({ name: "idle", description: "Idle.", entry: "ask" })
      .step("ask", { prompt: "Go?", next: "done", onMaxVisits: "done" })
      .step("done", { prompt: "Bye.", next: terminal })
      .build();
    expect(lint(idle)).toMatchObject([
      { severity: "warning", step: "ask", message: expect.stringContaining("never used") as unknown },
    ]);
  });

  it("does not fire on steps whose only cycle passes through a step with maxVisits (the cycle is bounded there)", () => {
    const interview = skill({ name: "interview", description: "Loops back through a guarded review.", entry: "greet" })
      .step("greet", { prompt: "Hi", next: "ask" })
      .step("ask", { prompt: "Ask", next: "review" })
      .step("review", {
        prompt: "Right?",
        next: [{ to: "end", when: () => true }, { to: "greet" }],
        maxVisits: 2,
        onMaxVisits: "end",
      })
      .step("end", { prompt: "Bye.", next: terminal })
      .build();
    expect(lint(interview)).toEqual([]);
  });

  it("still warns for a step on a second, unguarded cycle beside a guarded one", () => {
    const twoLoops = skill({ name: "two-loops", description: "Two loops.", entry: "a" })
      .step("a", { prompt: "A", next: [{ to: "b", when: () => true }, { to: "c" }] })
      .step("b", { prompt: "B", next: "a", maxVisits: 2, onMaxVisits: "end" })
      .step("c", { prompt: "C", next: [{ to: "a", when: () => true }, { to: "end" }] })
      .step("end", { prompt: "End", next: terminal })
      .build();
    expect(lint(twoLoops).map((diagnostic) => diagnostic.step)).toEqual(["a", "c"]);
  });

  it("does not report cycles that exist only through a next function whose targets are unknown", () => {
    const routed = skill({ name: "routed", description: "Routes by function.", entry: "start" })
      .step("start", { prompt: "Go", next: "route" })
      .step("route", { prompt: "Where?", next: () => "end" })
      .step("end", { prompt: "End", next: terminal })
      .build();
    expect(lint(routed)).toEqual([]);
  });

  it("still reports a cycle that does not pass through the unknown function", () => {
    const mixed = skill({ name: "mixed", description: "A plain loop and a function.", entry: "a" })
      .step("a", { prompt: "A", next: [{ to: "a", when: () => true }, { to: "route" }] })
      .step("route", { prompt: "Where?", next: () => "end" })
      .step("end", { prompt: "End", next: terminal })
      .build();
    expect(lint(mixed).map((diagnostic) => diagnostic.step)).toEqual(["a"]);
  });
});
