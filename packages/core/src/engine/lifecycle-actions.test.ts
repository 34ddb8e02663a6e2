// The engine around actions: errors, output checks, time limits, results (see run-action.test.ts for the runner itself).
import { describe, expect, it } from "vitest";
import { ActionError, action, skill, terminal, type, WorkflowEngine } from "../index.js";

describe("actions", () => {
  it("a throwing action becomes an ActionError naming it, and the store is unchanged", async () => {
    const def = skill({ name: "s", entry: "a" })
      .step("a", {
        prompt: "A",
        response: type({ n: "number" }),
        next: terminal,
        action: {
          run: action({
            name: "explode",
            input: type({ n: "number" }),
            output: type("unknown"),
            run: () => {
              throw new Error("boom");
            },
          }),
        },
      })
      .build();
    const engine = new WorkflowEngine(def);
    await engine.start();
    await expect(engine.advance("a", { n: 1 })).rejects.toThrow(ActionError);
    await expect(engine.advance("a", { n: 1 })).rejects.toThrow('Action "explode" failed at step "a": boom');
    expect(engine.records).toHaveLength(0);
    expect(engine.pendingStep).toBe("a");
  });

  it("checks the action's output against its schema (decision 16)", async () => {
    const wrong = action({
      name: "wrong",
      input: type("unknown"),
      output: type({ ok: "boolean" }),
      run: () => ({ ok: "yes" }) as unknown as { ok: boolean },
    });
    const def = skill({ name: "s", entry: "a" })
      .step("a", { prompt: "A", next: terminal, action: { run: wrong, mapInput: () => ({}) } })
      .build();
    const engine = new WorkflowEngine(def);
    await engine.start();
    await expect(engine.advance("a", {})).rejects.toThrow(
      /Action "wrong" returned invalid output at step "a": ok: ok must be boolean/,
    );
  });

  it("passes an AbortSignal and times out a hanging action", async () => {
    let aborted = false;
    const def = skill({ name: "s", entry: "a" })
      .step("a", {
        prompt: "A",
        next: terminal,
        action: ({ signal }) =>
          new Promise<never>(() => {
            signal.addEventListener("abort", () => {
              aborted = true;
            });
          }),
      })
      .build();
    const engine = new WorkflowEngine(def, { actionTimeoutMs: 20 });
    await engine.start();
    await expect(engine.advance("a", {})).rejects.toThrow(/timed out after 20 ms/);
    expect(aborted).toBe(true);
  });

  it("records the action result and uses it as the step result", async () => {
    const def = skill({ name: "s", entry: "a" })
      .step("a", {
        prompt: "A",
        response: type({ n: "number" }),
        next: "b",
        action: ({ response }) => ({ doubled: response.n * 2 }),
      })
      .step("b", { prompt: ({ store }) => `got ${store.steps.a.doubled}`, next: terminal })
      .build();
    const engine = new WorkflowEngine(def);
    await engine.start();
    const result = await engine.advance("a", { n: 4 });
    expect(result).toMatchObject({
      prompt: "<prompt>\ngot 8\n</prompt>",
      completed: { actionResult: { doubled: 8 }, result: { doubled: 8 } },
    });
  });

  it("refuses a reusable action whose input the response cannot provide, at definition time", () => {
    const needsId = action({ name: "fetch", input: type({ id: "string" }), output: type("unknown"), run: () => null });
    expect(() =>
      skill({ name: "s", entry: "a" }).step("a", {
        prompt: "A",
        response: type({ name: "string" }),
        next: terminal,
        action: { run: needsId },
      }),
    ).toThrow(/lacks properties the action's input requires: id/);
  });
});
