import { describe, expect, it } from "vitest";
import { ActionError, SkillDefinitionError, action, skill, terminal, type, WorkflowEngine } from "../index.js";

/** An action that never settles on its own and rejects with the signal's reason once aborted. */
const untilAborted = ({ signal }: { readonly signal: AbortSignal }): Promise<never> =>
  new Promise((_, reject) => {
    signal.addEventListener("abort", () => {
      reject(signal.reason as Error);
    });
  });

const hangs = (timeoutMs?: number) =>
  action({
    name: "hangs",
    input: type("unknown"),
    output: type({ ok: "boolean" }),
    run: untilAborted,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });

const failureOf = async (work: Promise<unknown>): Promise<ActionError> => {
  const error: unknown = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ActionError)) throw new Error(`expected an ActionError, got ${String(error)}`);
  return error;
};

describe("action time limits set by the author", () => {
  it("an action's timeoutMs aborts it and fails the step, leaving the run as it was", async () => {
    const def = skill({ name: "s", entry: "a" })
      .step("a", { prompt: "A", next: terminal, action: { run: hangs(15), mapInput: () => ({}) } })
      .build();
    const engine = new WorkflowEngine(def);
    await engine.start();
    const error = await failureOf(engine.advance("a", {}));
    expect(error.message).toBe('Action "hangs" timed out after 15 ms at step "a"');
    expect(error.data).toEqual({ action: "hangs", step: "a", reason: "timeout", timeoutMs: 15 });
    expect(engine.records).toHaveLength(0);
    expect(engine.pendingStep).toBe("a");
  });

  it("the skill's actionTimeoutMs covers inline actions; an action's own timeoutMs wins over it", async () => {
    const def = skill({ name: "s", entry: "a", actionTimeoutMs: 40 })
      .step("a", { prompt: "A", next: "b", action: untilAborted })
      .step("b", { prompt: "B", next: terminal, action: { run: hangs(10), mapInput: () => ({}) } })
      .build();
    const engine = new WorkflowEngine(def);
    await engine.start();
    expect((await failureOf(engine.advance("a", {}))).message).toBe('Action "inline" timed out after 40 ms at step "a"');
    engine.replay([{ step: "a", response: {}, actionResult: null }]);
    expect((await failureOf(engine.advance("b", {}))).message).toBe('Action "hangs" timed out after 10 ms at step "b"');
  });

  it("the definition's limit wins over the engine option, which stays the fallback", async () => {
    const withLimit = skill({ name: "s", entry: "a", actionTimeoutMs: 10 })
      .step("a", { prompt: "A", next: terminal, action: untilAborted })
      .build();
    const engine = new WorkflowEngine(withLimit, { actionTimeoutMs: 60_000 });
    await engine.start();
    expect((await failureOf(engine.advance("a", {}))).data?.["timeoutMs"]).toBe(10);
    const without = skill({ name: "s", entry: "a" }).step("a", { prompt: "A", next: terminal, action: untilAborted }).build();
    const fallback = new WorkflowEngine(without, { actionTimeoutMs: 12 });
    await fallback.start();
    expect((await failureOf(fallback.advance("a", {}))).data?.["timeoutMs"]).toBe(12);
  });

  it("no limit by default: a slow action finishes", async () => {
    const slow = action({
      name: "slow",
      input: type("unknown"),
      output: type({ ok: "boolean" }),
      run: async () => {
        await new Promise((done) => setTimeout(done, 30));
        return { ok: true };
      },
    });
    const def = skill({ name: "s", entry: "a" })
      .step("a", { prompt: "A", next: terminal, action: { run: slow, mapInput: () => ({}) } })
      .build();
    expect(def.actionTimeoutMs).toBeUndefined();
    const engine = new WorkflowEngine(def);
    await engine.start();
    expect(await engine.advance("a", {})).toMatchObject({ kind: "done", completed: { actionResult: { ok: true } } });
  });

  it("a step that timed out can be submitted again and succeed", async () => {
    let calls = 0;
    const flaky = action({
      name: "flaky",
      input: type("unknown"),
      output: type({ n: "number" }),
      timeoutMs: 15,
      run: (context) => {
        calls += 1;
        return calls === 1 ? untilAborted(context) : { n: calls };
      },
    });
    const def = skill({ name: "s", entry: "a" })
      .step("a", { prompt: "A", next: terminal, action: { run: flaky, mapInput: () => ({}) } })
      .build();
    const engine = new WorkflowEngine(def);
    await engine.start();
    await expect(engine.advance("a", {})).rejects.toThrow(/timed out/);
    expect(await engine.advance("a", {})).toMatchObject({ kind: "done", completed: { actionResult: { n: 2 } } });
  });

  it("reasons tell a throw, a wrong result and wrong input apart", async () => {
    const throws = action({
      name: "throws",
      input: type("unknown"),
      output: type("unknown"),
      run: () => {
        throw new Error("boom");
      },
    });
    const wrong = action({
      name: "wrong",
      input: type("unknown"),
      output: type({ ok: "boolean" }),
      run: () => ({ ok: "yes" }) as unknown as { ok: boolean },
    });
    const picky = action({ name: "picky", input: type({ id: "string" }), output: type("unknown"), run: () => null });
    const reasons: unknown[] = [];
    for (const run of [throws, wrong, picky]) {
      const def = skill({ name: "s", entry: "a" })
        .step("a", { prompt: "A", next: terminal, action: { run, mapInput: () => ({ id: 1 }) } })
        .build();
      const engine = new WorkflowEngine(def);
      await engine.start();
      reasons.push((await failureOf(engine.advance("a", {}))).data?.["reason"]);
    }
    expect(reasons).toEqual(["threw", "invalid-output", "invalid-input"]);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 31, "100"])(
    "refuses the limit %s when the skill and the action are defined",
    (limit) => {
      expect(() =>
        skill({ name: "s", entry: "a", actionTimeoutMs: limit as number })
          .step("a", { prompt: "A", next: terminal })
          .build(),
      ).toThrow(SkillDefinitionError);
      expect(() =>
        skill({ name: "s", entry: "a", actionTimeoutMs: limit as number })
          .step("a", { prompt: "A", next: terminal })
          .build(),
      ).toThrow(/actionTimeoutMs must be a whole number of milliseconds from 1 to 2147483647/);
      expect(() => hangs(limit as number)).toThrow(/action "hangs": timeoutMs must be a whole number/);
    },
  );
});
