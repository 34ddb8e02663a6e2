import { skill, terminal } from "@skill-kit/core";
import { describe, expect, it } from "vitest";
import { workflowContext } from "../workflow-context.js";
import { branchesOnHostTools, hostBranchingDensity } from "./host-branching-density.js";

describe("host-branching-density", () => {
  it("warns when more than one step branches on host.toolsAvailable.includes", () => {
    const dense = skill({ name: "dense", description: "Dense.", entry: "a" })
      .step("a", {
        prompt: ({ host }) => (host.toolsAvailable.includes("Read") ? "Read the file." : "Open the file."),
        next: "b",
      })
      .step("b", {
        prompt: ({ host }) => (host.toolsAvailable.includes("Bash") ? "Run the tests." : "Ask the user to run the tests."),
        next: terminal,
      })
      .build();
    expect(hostBranchingDensity(workflowContext(dense))).toEqual([
      {
        rule: "host-branching-density",
        severity: "warning",
        message: expect.stringContaining("2 steps branch on host.toolsAvailable.includes (a, b)") as unknown,
      },
    ]);
  });

  it("does not fire for a single branching step", () => {
    const sparse = skill({ name: "sparse", description: "Sparse.", entry: "a" })
      .step("a", {
        prompt: ({ host }) => (host.toolsAvailable.includes("Read") ? "Read the file." : "Open the file."),
        next: "b",
      })
      .step("b", { prompt: "Done?", next: terminal })
      .build();
    expect(hostBranchingDensity(workflowContext(sparse))).toEqual([]);
  });

  it("recognises the check under any binding name", () => {
    expect(branchesOnHostTools("(c) => c.host.toolsAvailable .includes('x')")).toBe(true);
    expect(branchesOnHostTools("() => 'toolsAvailable'")).toBe(false);
  });
});
