import { describe, expect, it } from "vitest";
import { CycleGuardError, TransitionError, skill, terminal, type, WorkflowEngine } from "../index.js";

const collect = (): { lines: string[]; log: (line: string) => void } => {
  const lines: string[] = [];
  return { lines, log: (line) => lines.push(line) };
};

describe("save and stores", () => {
  const def = skill({
    name: "s",
    entry: "a",
    stores: { profile: type({ "name?": "string", "tags?": "string[]", "deep?": { "x?": "number", "y?": "number" } }) },
  })
    .step("a", {
      prompt: "A",
      response: type({ name: "string" }),
      next: "b",
      save: ({ response }) => ({ step: response.name.toUpperCase(), profile: { name: response.name, deep: { x: 1 } } }),
    })
    .step("b", {
      prompt: "B",
      response: type("Record<string, unknown>"),
      next: terminal,
      save: ({ response }) => ({ profile: { deep: { y: 2 }, ...response } }),
    })
    .build();

  it("uses save().step as the result and deep-merges sub-stores", async () => {
    const { log, lines } = collect();
    const engine = new WorkflowEngine(def, { log });
    await engine.start();
    await engine.advance("a", { name: "ada" });
    expect(engine.store.steps.a).toBe("ADA");
    await engine.advance("b", { tags: ["x"] });
    expect(engine.store["profile"]).toEqual({ name: "ada", deep: { x: 1, y: 2 }, tags: ["x"] });
    expect(Object.isFrozen(engine.store["profile"])).toBe(true);
    expect(lines).toEqual([]);
  });

  it("drops prototype-polluting keys from agent data", async () => {
    const engine = new WorkflowEngine(def, { log: () => undefined });
    await engine.start();
    await engine.advance("a", { name: "ada" });
    await engine.advance(
      "b",
      JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"tags":["t"]}'),
    );
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
    expect(Object.keys(engine.store["profile"] as object)).toEqual(["name", "deep", "tags"]);
  });

  it("warns on stderr when a save writes an undeclared or mismatched store, and still writes", async () => {
    const loose = skill({ name: "s", entry: "a", stores: { known: type({ "n?": "number" }) } })
      .step("a", {
        prompt: "A",
        next: terminal,
        save: () => ({ known: { n: "x" as unknown as number }, extra: { a: 1 } }) as never,
      })
      .build();
    const { log, lines } = collect();
    const engine = new WorkflowEngine(loose, { log });
    await engine.start();
    await engine.advance("a", {});
    expect(lines).toEqual([
      '[skill-kit] save validation warning at step "a": store "known": n: n must be a number (was a string)',
      '[skill-kit] save validation warning at step "a": store "extra" is not declared in the skill\'s stores',
    ]);
  });

  it("does not repeat a save warning when it replays the step", async () => {
    const loose = skill({ name: "s", entry: "a" })
      .step("a", { prompt: "A", next: "b", save: () => ({ extra: { a: 1 } }) as never })
      .step("b", { prompt: "B", next: terminal, save: () => ({ extra: { b: 1 } }) as never })
      .build();
    const { log, lines } = collect();
    const engine = new WorkflowEngine(loose, { log });
    engine.replay([{ step: "a", response: {} }]);
    expect(lines).toEqual([]);
    await engine.advance("b", {});
    expect(lines).toEqual([
      '[skill-kit] save validation warning at step "b": store "extra" is not declared in the skill\'s stores',
    ]);
  });
});

describe("transitions and visit limits", () => {
  it("routes a self-loop with maxVisits 2 to onMaxVisits on the second completion", async () => {
    const def = skill({ name: "s", entry: "loop" })
      .step("loop", { prompt: "again", next: "self", maxVisits: 2, onMaxVisits: "out" })
      .step("out", { prompt: "out", next: terminal })
      .build();
    const engine = new WorkflowEngine(def);
    await engine.start();
    expect(await engine.advance("loop", {})).toMatchObject({ step: "loop" });
    expect(await engine.advance("loop", {})).toMatchObject({ step: "out" });
  });

  it("applies the implicit limit of 10 to a cycle without maxVisits", async () => {
    const def = skill({ name: "s", entry: "c" })
      .step("c", { prompt: "c", next: () => "c" })
      .build();
    const engine = new WorkflowEngine(def);
    await engine.start();
    for (let i = 0; i < 9; i += 1) expect(await engine.advance("c", {})).toMatchObject({ step: "c" });
    await expect(engine.advance("c", {})).rejects.toThrow(CycleGuardError);
    await expect(engine.advance("c", {})).rejects.toThrow(/implicit limit of 10/);
  });

  it("picks the first matching branch, and fails when none matches", async () => {
    const def = skill({ name: "s", entry: "a" })
      .step("a", {
        prompt: "A",
        response: type({ n: "number" }),
        next: [
          { to: "big", when: ({ response }) => response.n > 10 },
          { to: "small", when: ({ response }) => response.n >= 0 },
        ],
      })
      .step("big", { prompt: "big", next: terminal })
      .step("small", { prompt: "small", next: terminal })
      .build();
    const engine = new WorkflowEngine(def);
    await engine.start();
    await expect(engine.advance("a", { n: -1 })).rejects.toThrow(TransitionError);
    expect(await engine.advance("a", { n: 11 })).toMatchObject({ step: "big" });
  });

  it("gives function transitions the completed visit count including this one", async () => {
    const seen: number[] = [];
    const def = skill({ name: "s", entry: "a" })
      .step("a", {
        prompt: ({ attempts }) => `attempt ${attempts}`,
        next: ({ attempts }) => {
          seen.push(attempts);
          return attempts < 2 ? "a" : "b";
        },
        maxVisits: 5,
        onMaxVisits: "b",
      })
      .step("b", { prompt: "b", next: terminal })
      .build();
    const engine = new WorkflowEngine(def);
    expect(await engine.start()).toMatchObject({ prompt: "<prompt>\nattempt 0\n</prompt>" });
    expect(await engine.advance("a", {})).toMatchObject({ prompt: "<prompt>\nattempt 1\n</prompt>" });
    expect(await engine.advance("a", {})).toMatchObject({ step: "b" });
    expect(seen).toEqual([1, 2]);
  });

  it("stops a run of more than 20 prompt-less steps", async () => {
    const def = skill({ name: "s", entry: "a" })
      .step("a", { prompt: "A", next: "spin" })
      .step("spin", { next: "spin", maxVisits: 100, onMaxVisits: "a" })
      .build();
    const engine = new WorkflowEngine(def);
    await engine.start();
    await expect(engine.advance("a", {})).rejects.toThrow(/Auto-advance depth exceeded/);
    expect(engine.records).toHaveLength(0);
  });

  it("returns a redirect for subskill:/topic: targets", async () => {
    const sub = skill({ name: "sub", entry: "x" }).step("x", { prompt: "x", next: terminal }).build();
    const def = skill({ name: "s", entry: "a" }).step("a", { prompt: "A", next: "subskill:sub" }).subskill("sub", sub).build();
    const engine = new WorkflowEngine(def);
    await engine.start();
    expect(await engine.advance("a", {})).toMatchObject({ kind: "redirect", redirect: "subskill:sub", completed: { step: "a" } });
    expect(engine.redirectedTo).toBe("subskill:sub");
  });
});

describe("observers", () => {
  it("are awaited, get clones, and a throwing observer is logged without changing the run", async () => {
    const events: string[] = [];
    const { log, lines } = collect();
    const def = skill({
      name: "s",
      entry: "a",
      observers: {
        onStepStart: ({ step }) => {
          events.push(`start ${step}`);
        },
        onStepComplete: () => {
          throw new Error("observer broke");
        },
        onTransition: async ({ from, to, reason }) => {
          await Promise.resolve();
          events.push(`${from}->${to} ${reason}`);
        },
        onStepValidationFailed: ({ attempt }) => {
          events.push(`invalid ${attempt}`);
        },
        onSkillComplete: ({ path }) => {
          events.push(`done ${path.join(",")}`);
        },
      },
    })
      .step("a", { prompt: "A", response: type({ n: "number" }), next: terminal })
      .build();
    const engine = new WorkflowEngine(def, { log });
    await engine.start();
    await engine.advance("a", {});
    const done = await engine.advance("a", { n: 1 });
    expect(done.kind).toBe("done");
    expect([...events].sort()).toEqual(["a->__terminal__ terminal", "done a", "invalid 1", "start a"]);
    expect(lines).toEqual(["[skill-kit] observer onStepComplete error: observer broke"]);
  });

  it("never fire during replay", () => {
    const events: string[] = [];
    const def = skill({
      name: "s",
      entry: "a",
      observers: {
        onStepComplete: ({ step }) => {
          events.push(step);
        },
      },
    })
      .step("a", { prompt: "A", next: "b" })
      .step("b", { prompt: "B", next: terminal })
      .build();
    new WorkflowEngine(def).replay([{ step: "a", response: {} }]);
    expect(events).toEqual([]);
  });
});
