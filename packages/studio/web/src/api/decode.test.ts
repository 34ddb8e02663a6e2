import { describe, expect, it } from "vitest";
import { runListOf, runPageOf } from "./decode-runs.js";
import { graphOf, libraryOf } from "./decode-skills.js";
import { apiErrorOf, startedOf } from "./decode-step.js";

const run = { id: "r1", skill: "s", owner: null, step: "greet", status: "active", startedAt: "t0", updatedAt: "t1" };
const step = {
  run: "r1",
  skill: "s",
  step: "greet",
  done: false,
  prompt: "Hi",
  schema: { type: "object" },
  questions: [],
  views: [],
};

describe("the API decoders", () => {
  it("read what the server sends, ignoring fields they do not know", () => {
    expect(runListOf({ store: "file:/x", runs: [run], hidden: 2, extra: true })).toEqual({
      store: "file:/x",
      runs: [{ ...run, owner: null }],
      hidden: 2,
    });
    expect(runListOf({ runs: [] })).toEqual({ store: undefined, runs: [], hidden: 0 });
    expect(
      graphOf({ entry: "a", nodes: [{ id: "a", kind: "step", maxVisits: 3 }], edges: [{ from: "a", to: "a", loop: true }] }),
    ).toEqual({
      entry: "a",
      nodes: [{ id: "a", kind: "step", maxVisits: 3 }],
      edges: [{ from: "a", to: "a", label: undefined, loop: true }],
    });
    expect(startedOf({ run: "r1", step }).step).toMatchObject({
      step: "greet",
      owner: null,
      preamble: undefined,
      schema: { type: "object" },
    });
    expect(startedOf({ run: "r1", step: { ...step, owner: "ada" } }).step.owner).toBe("ada");
  });

  it("refuse an answer of the wrong shape, naming the field", () => {
    expect(() => runListOf({ runs: [{ ...run, status: "paused" }] })).toThrow(/paused: not one of active, done, rejected/);
    expect(() => runPageOf({ run, history: [{ at: "t", step: "s", kind: "start" }, { at: 1 }] })).toThrow(/at: not a string/);
    expect(() => libraryOf({ skills: "all", catalog: { usedChars: 1, budgetChars: 2 } })).toThrow(/skills: not a list/);
    expect(() => graphOf(null)).toThrow(/not an object/);
    expect(() => graphOf([])).toThrow(/not an object/);
  });

  it("keep a schema that is not an object out, and drop non-text options and issues", () => {
    const decoded = startedOf({
      run: "r1",
      step: {
        ...step,
        schema: "evil",
        questions: [{ kind: "askUser", question: "Q", options: ["a", 1, { toString: "x" }], labels: [null] }],
      },
    }).step;
    expect(decoded.schema).toBeNull();
    expect(decoded.questions[0]).toMatchObject({ options: ["a"], labels: [], multiSelect: false });
    expect(apiErrorOf({ error: { code: "X", message: "m", issues: ["a", 2] } })).toEqual({
      code: "X",
      message: "m",
      issues: ["a"],
    });
  });

  it("find no error in a body without one, and name an error without a code", () => {
    expect(apiErrorOf({ ok: true })).toBeUndefined();
    expect(apiErrorOf("<html>")).toBeUndefined();
    expect(apiErrorOf({ error: {} })).toEqual({ code: "UNKNOWN", message: "", issues: [] });
  });
});
