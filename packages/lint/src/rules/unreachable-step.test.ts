import { skill, terminal } from "@skill-kit/core";
import { describe, expect, it } from "vitest";
import { workflowContext } from "../workflow-context.js";
import { unreachableStep } from "./unreachable-step.js";

describe("unreachable-step", () => {
  it("warns for a step no path from the entry reaches", () => {
    const stray = skill({ name: "stray", description: "Stray.", entry: "a" })
      .step("a", { prompt: "A", next: terminal })
      .step("orphan", { prompt: "Never shown.", next: "a" })
      .build();
    expect(unreachableStep(workflowContext(stray))).toEqual([
      {
        rule: "unreachable-step",
        severity: "warning",
        step: "orphan",
        message: expect.stringContaining('entry step "a"') as unknown,
      },
    ]);
  });

  it("counts every step as reachable from a function next without targets, and only the hinted ones with targets", () => {
    const open = skill({ name: "open", description: "Open.", entry: "a" })
      .step("a", { prompt: "A", next: () => "b" })
      .step("b", { prompt: "B", next: terminal })
      .step("c", { prompt: "C", next: terminal })
      .build();
    expect(unreachableStep(workflowContext(open))).toEqual([]);
    const hinted = skill({ name: "hinted", description: "Hinted.", entry: "a" })
      .step("a", { prompt: "A", next: () => "b", targets: ["b"] })
      .step("b", { prompt: "B", next: terminal })
      .step("c", { prompt: "C", next: terminal })
      .build();
    expect(unreachableStep(workflowContext(hinted)).map((diagnostic) => diagnostic.step)).toEqual(["c"]);
  });

  it("follows branches and onMaxVisits", () => {
    const linked = skill({ name: "linked", description: "Linked.", entry: "a" })
      .step("a", { prompt: "A", next: [{ to: "a", when: () => true }, { to: "b" }], maxVisits: 2, onMaxVisits: "c" })
      .step("b", { prompt: "B", next: terminal })
      .step("c", { prompt: "C", next: terminal })
      .build();
    expect(unreachableStep(workflowContext(linked))).toEqual([]);
  });
});
