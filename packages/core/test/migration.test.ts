// The migration fixtures run as written (issue 20): see test/migration/ops.ts.
import { describe, expect, it } from "vitest";
import { mockModel, runComposite } from "../src/testing/index.js";
import { ops } from "./migration/ops.js";

describe("a skill written in the existing system's style", () => {
  it("maps params from the typed store, records the action's JSON form, and routes the extended step by its response", async () => {
    const run = await runComposite(ops, {
      model: mockModel({
        choose: { choice: "pick" },
        "get-target": { target: "staging" },
        "deploy/plan": (prompt: string) => {
          expect(prompt).toContain("Plan the deploy to staging (ready; 0 note(s)).");
          return { steps: ["build", "push"] };
        },
        "deploy/go-live": { approved: true },
        "deploy/launch": (prompt: string) => {
          expect(prompt).toContain("Run the 2 planned steps.");
          return { ok: true };
        },
        "deploy/wrap-up": (prompt: string) => {
          expect(prompt).toContain("approved=true, launched=true");
          return { summary: "shipped" };
        },
      }),
    });
    expect(run.path).toEqual([
      "choose",
      "get-target",
      "deploy/inspect",
      "deploy/plan",
      "deploy/go-live",
      "deploy/launch",
      "deploy/wrap-up",
    ]);
    const inspected = run.history.find((record) => record.step === "inspect");
    expect(inspected?.actionResult).toEqual({ reachable: true, credentials: true });
    expect(run.output).toEqual({ summary: "shipped" });
  });

  it("takes the other branches: default params, the env fix, and a declined go-live", async () => {
    const run = await runComposite(ops, {
      model: mockModel({
        choose: { choice: "deploy" },
        "deploy/fix-env": (prompt: string) => {
          expect(prompt).toContain("Set DEPLOY_TOKEN and say when done.");
          return { fixed: true };
        },
        "deploy/plan": (prompt: string) => {
          expect(prompt).toContain("Plan the deploy to default-for-deploy (was not ready; 1 note(s)).");
          return { steps: [] };
        },
        "deploy/go-live": { approved: false },
        "deploy/wrap-up": { summary: "held" },
      }),
    });
    expect(run.path).toEqual(["choose", "deploy/inspect", "deploy/fix-env", "deploy/plan", "deploy/go-live", "deploy/wrap-up"]);
  });
});
