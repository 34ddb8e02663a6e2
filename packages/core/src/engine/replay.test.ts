import { describe, expect, it } from "vitest";
import { HistoryError, action, skill, terminal, type, WorkflowEngine } from "../index.js";
import { linear, withPromptless } from "../../test/fixtures.js";

const replayed = (history: readonly unknown[], definition = linear): WorkflowEngine => {
  const engine = new WorkflowEngine(definition);
  engine.replay(history);
  return engine;
};

describe("replay", () => {
  it("rebuilds the store and the pending step without running anything", () => {
    const engine = replayed([
      { step: "a", response: { x: 1 } },
      { step: "b", response: { y: "s" }, result: "ignored" },
    ]);
    expect(engine.pendingStep).toBe("c");
    expect(engine.store.steps.a).toEqual({ x: 1 });
    expect(engine.store.steps.history).toHaveLength(2);
  });

  it("accepts `output` as an alias of `response`", () => {
    expect(replayed([{ step: "a", output: { x: 2 } }]).store.steps.a).toEqual({ x: 2 });
  });

  it("refuses a malformed entry, naming it", () => {
    expect(() => replayed([{ foo: 1 }])).toThrow(HistoryError);
    expect(() => replayed([{ foo: 1 }])).toThrow(/History entry 0 is malformed/);
  });

  it("refuses a step that cannot follow the previous one", () => {
    expect(() => replayed([{ step: "b", response: { y: "s" } }])).toThrow(
      /History entry 0 \("b"\): this step cannot come here; the step due is "a"/,
    );
  });

  it("refuses a response that fails its schema", () => {
    expect(() => replayed([{ step: "a", response: { x: "one" } }])).toThrow(
      /History entry 0 \("a"\): the response fails the step's schema: x: x must be a number/,
    );
  });

  it("refuses entries after done and unknown steps", () => {
    const done = [
      { step: "a", response: { x: 1 } },
      { step: "b", response: { y: "s" } },
      { step: "c", response: { z: true } },
    ];
    expect(() => replayed([...done, { step: "c", response: { z: true } }])).toThrow(/already done/);
    expect(() => replayed([{ step: "zz", response: {} }])).toThrow(/"zz" is not a step/);
  });

  it("recomputes prompt-less steps without actions when only `completed` was appended", async () => {
    const engine = replayed([{ step: "a", response: { n: 5 } }], withPromptless);
    expect(engine.pendingStep).toBe("c");
    expect(engine.store["tally"]).toEqual({ count: 10 });
    expect(await engine.advance("c", { ok: true })).toMatchObject({ kind: "done" });
  });

  it("never counts a prompt-less step twice when `autoAdvanced` is appended too", () => {
    const engine = replayed(
      [
        { step: "a", response: { n: 5 } },
        { step: "b", response: {}, result: {} },
      ],
      withPromptless,
    );
    expect(engine.store.steps.all("b")).toHaveLength(1);
    expect(engine.pendingStep).toBe("c");
  });

  const withAction = skill({ name: "act", entry: "a" })
    .step("a", { prompt: "A", response: type({ n: "number" }), next: "b" })
    .step("b", {
      next: "c",
      action: {
        run: action({
          name: "double",
          input: type({ n: "number" }),
          output: type({ twice: "number" }),
          run: ({ input }) => ({ twice: input.n * 2 }),
        }),
        mapInput: ({ store }) => ({ n: store.steps.a.n }),
      },
    })
    .step("c", { prompt: "C", next: terminal })
    .build();

  it("requires the action result of a step with an action, and checks it against the output schema", () => {
    expect(() => replayed([{ step: "a", response: { n: 1 } }], withAction)).toThrow(/prompt-less step "b" has an action/);
    expect(() =>
      replayed(
        [
          { step: "a", response: { n: 1 } },
          { step: "b", response: {} },
        ],
        withAction,
      ),
    ).toThrow(/has no actionResult/);
    expect(() =>
      replayed(
        [
          { step: "a", response: { n: 1 } },
          { step: "b", response: {}, actionResult: { twice: "x" } },
        ],
        withAction,
      ),
    ).toThrow(/fails the output schema of action "double"/);
    const engine = replayed(
      [
        { step: "a", response: { n: 1 } },
        { step: "b", response: {}, actionResult: { twice: 2 } },
      ],
      withAction,
    );
    expect(engine.store.steps.b).toEqual({ twice: 2 });
  });

  it("replays a long history in linear time", () => {
    const loop = skill({ name: "loop", entry: "l" })
      .step("l", {
        prompt: "again?",
        response: type({ more: "boolean" }),
        next: [{ to: "l", when: ({ response }) => response.more }, { to: "end" }],
        maxVisits: 2000,
        onMaxVisits: "end",
      })
      .step("end", { prompt: "bye", next: terminal })
      .build();
    const history = Array.from({ length: 1000 }, () => ({ step: "l", response: { more: true } }));
    const engine = replayed(history, loop);
    expect(engine.store.steps.all("l")).toHaveLength(1000);
    expect(engine.pendingStep).toBe("l");
  });
});
