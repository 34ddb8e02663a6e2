import { skill, terminal, type SkillDefinition } from "@skill-kit/core";
import { describe, expect, it } from "vitest";
import { workflowContext } from "../workflow-context.js";
import { cycleGuard } from "./cycle-guard.js";

const lint = (definition: SkillDefinition) => cycleGuard(workflowContext(definition));

const loop = skill({ name: "loop", description: "Loops.", entry: "ask" })
  .step("ask", { prompt: "Ask again?", next: [{ to: "ask", when: () => true }, { to: "done" }], maxVisits: 3, onMaxVisits: "done" })
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
      { rule: "cycle-guard", severity: "error", step: "ask", message: expect.stringContaining('onMaxVisits "nowhere" is not a step') as unknown },
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
      .step("ask", { prompt: "Again?", next: [{ to: "ask", when: () => true }, { to: "done" }], maxVisits: 2, onMaxVisits: "self" })
      .step("done", { prompt: "Bye.", next: terminal })
      .build();
    expect(lint(selfish)).toMatchObject([{ severity: "error", step: "ask" }]);
  });

  it("warns that onMaxVisits without maxVisits is never used", () => {
    const idle = skill({ name: "idle", description: "Idle.", entry: "ask" })
      .step("ask", { prompt: "Go?", next: "done", onMaxVisits: "done" })
      .step("done", { prompt: "Bye.", next: terminal })
      .build();
    expect(lint(idle)).toMatchObject([{ severity: "warning", step: "ask", message: expect.stringContaining("never used") as unknown }]);
  });
});
