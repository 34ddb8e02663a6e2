import { skill, terminal } from "@skill-kit/core";
import { describe, expect, it } from "vitest";
import { workflowContext } from "../workflow-context.js";
import { deadEnd } from "./dead-end.js";

describe("dead-end", () => {
  it("is an error for reachable steps from which nothing ends the run", () => {
    const stuck = skill({ name: "stuck", description: "Stuck.", entry: "a" })
      .step("a", { prompt: "A", next: [{ to: "b", when: () => true }, { to: "done" }] })
      .step("b", { prompt: "B", next: "c" })
      .step("c", { prompt: "C", next: "b" })
      .step("done", { prompt: "Done", next: terminal })
      .build();
    expect(deadEnd(workflowContext(stuck))).toEqual([
      {
        rule: "dead-end",
        severity: "error",
        step: "b",
        message: expect.stringContaining("no path from this step ends the run") as unknown,
      },
      {
        rule: "dead-end",
        severity: "error",
        step: "c",
        message: expect.stringContaining("no path from this step ends the run") as unknown,
      },
    ]);
  });

  it("treats terminal, a function next and a sub-skill or topic route as ways to end", () => {
    const sub = skill({ name: "sub", description: "Sub.", entry: "x" }).step("x", { prompt: "X", next: terminal }).build();
    const ending = skill({ name: "ending", description: "Ending.", entry: "a" })
      .step("a", { prompt: "A", next: [{ to: "b", when: () => true }, { to: "c", when: () => true }, { to: "d" }] })
      .step("b", { prompt: "B", next: () => terminal })
      .step("c", { prompt: "C", next: "subskill:sub" })
      .step("d", { prompt: "D", next: [{ to: "d", when: () => true }, { to: "topic:help" }] })
      .subskill("sub", sub)
      .topic("help", { label: "Help", content: () => "Help." })
      .build();
    expect(deadEnd(workflowContext(ending))).toEqual([]);
  });

  it("does not report an unreachable loop (unreachable-step covers it)", () => {
    const island = skill({ name: "island", description: "Island.", entry: "a" })
      .step("a", { prompt: "A", next: terminal })
      .step("b", { prompt: "B", next: "b" })
      .build();
    expect(deadEnd(workflowContext(island))).toEqual([]);
  });
});
