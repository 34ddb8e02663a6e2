import { skill, terminal } from "@skill-kit/core";
import { describe, expect, it } from "vitest";
import { workflowContext } from "../workflow-context.js";
import { compositeStepName } from "./composite-step-name.js";

const topic = { label: "Help", content: () => "Help text." };

describe("composite-step-name", () => {
  it("is an error for a dispatcher step whose name contains /", () => {
    const composite = skill({ name: "desk", description: "Desk.", entry: "route/pick" })
      .step("route/pick", { prompt: "Pick a topic.", next: "topic:help" })
      .topic("help", topic)
      .build();
    expect(compositeStepName(workflowContext(composite))).toEqual([
      {
        rule: "composite-step-name",
        severity: "error",
        step: "route/pick",
        message: expect.stringContaining('"route/pick" contains "/"') as unknown,
      },
    ]);
  });

  it("does not fire on plain dispatcher names, nor on a skill that is not a composite", () => {
    const composite = skill({ name: "desk", description: "Desk.", entry: "pick" })
      .step("pick", { prompt: "Pick.", next: "topic:help" })
      .topic("help", topic)
      .build();
    const plain = skill({ name: "plain", description: "Plain.", entry: "a/b" })
      .step("a/b", { prompt: "Hi.", next: terminal })
      .build();
    expect(compositeStepName(workflowContext(composite))).toEqual([]);
    expect(compositeStepName(workflowContext(plain))).toEqual([]);
  });
});
