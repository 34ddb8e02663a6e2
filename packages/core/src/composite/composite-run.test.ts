import { describe, expect, it } from "vitest";
import { CompositeRun } from "../index.js";
import { helpDesk } from "../../test/help-desk.js";

describe("CompositeRun", () => {
  it("routes to a topic with finalOutput {topic, content} and completed = the dispatcher step", async () => {
    const run = CompositeRun.dispatch(helpDesk);
    await run.start();
    await run.advance("choose", { choice: "faq" });
    expect(await run.advance("ask-topic", { topicName: "rate-limits" })).toEqual({
      kind: "done",
      done: true,
      finalOutput: { topic: "rate-limits", content: "Rate limits: 10/s." },
      completed: { step: "ask-topic", response: { topicName: "rate-limits" }, result: { topicName: "rate-limits" } },
    });
  });

  it("fails clearly for an unknown topic", async () => {
    const run = CompositeRun.dispatch(helpDesk);
    await run.start();
    await run.advance("choose", { choice: "faq" });
    await expect(run.advance("ask-topic", { topicName: "nope" })).rejects.toThrow('Redirect to unknown topic "nope"');
  });

  it("starts a sub-skill with mapped params, qualified names, its preamble and the dispatcher's completed", async () => {
    const run = CompositeRun.dispatch(helpDesk);
    await run.start();
    await run.advance("choose", { choice: "doctor" });
    const result = await run.advance("get-space", { spaceId: "abc" });
    expect(result).toMatchObject({ kind: "prompt", step: "doctor/diagnose", completed: { step: "get-space" } });
    expect(Object.keys(result)).toEqual(["kind", "step", "preamble", "prompt", "schema", "completed"]);
    expect(result.kind === "prompt" && result.prompt).toContain('"abc"');
    expect(await run.advance("doctor/diagnose", { healthy: true, issues: [] })).toMatchObject({
      step: "doctor/report-clean",
      completed: { step: "doctor/diagnose" },
    });
  });

  it("auto-advances a prompt-less sub-skill entry", async () => {
    const run = CompositeRun.dispatch(helpDesk);
    await run.start();
    const result = await run.advance("choose", { choice: "setup" });
    expect(result).toMatchObject({
      kind: "prompt",
      step: "setup/guide-env",
      completed: { step: "choose" },
      autoAdvanced: [{ step: "setup/check-env", actionResult: { node: "20" } }],
    });
  });

  it("replays a whole history across the dispatcher and the sub-skill, recomputing mapped params", async () => {
    const run = CompositeRun.dispatch(helpDesk);
    run.replay([
      { step: "choose", response: { choice: "doctor" } },
      { step: "get-space", response: { spaceId: "xyz" } },
    ]);
    expect(run.active.pendingStep).toBe("doctor/diagnose");
    expect(run.active.params).toEqual({ spaceId: "xyz" });
    expect(await run.advance("diagnose", { healthy: false, issues: ["x"] })).toMatchObject({ step: "doctor/report-issues" });
  });

  it("runs a sub-skill directly with its own params", async () => {
    const run = CompositeRun.direct(helpDesk, "doctor", { params: { spaceId: "xyz" } });
    expect(await run.start()).toMatchObject({ kind: "prompt", step: "doctor/diagnose", preamble: expect.any(String) as unknown });
    expect(() => CompositeRun.direct(helpDesk, "doctor", { params: {} })).toThrow(/Invalid params for skill "doctor": spaceId/);
    await expect(CompositeRun.dispatch(helpDesk).advance("nope/x", {})).rejects.toThrow('Unknown sub-skill "nope"');
  });
});
