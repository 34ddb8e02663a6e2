// `store` as callbacks see it: a frozen snapshot whose `steps` holds each step's latest result,
// with `all`, `ran` and `history` that neither show as keys nor change when the run goes on.
import { describe, expect, it } from "vitest";
import { createStoreAccessor, type StepRecord } from "./store-accessor.js";

const records: StepRecord[] = [
  { step: "ask", response: { n: 1 }, result: { n: 1 } },
  { step: "ask", response: { n: 2 }, result: { n: 2 } },
  { step: "done", response: {}, result: undefined },
];

describe("createStoreAccessor", () => {
  it("holds the latest result of each step, and the sub-stores", () => {
    const store = createStoreAccessor(records, { notes: { a: 1 } });
    expect(store.steps.ask).toEqual({ n: 2 });
    expect(store.notes).toEqual({ a: 1 });
    expect(Object.keys(store.steps)).toEqual(["ask", "done"]);
    expect(JSON.stringify(store.steps)).toBe('{"ask":{"n":2}}');
  });

  it("answers all, ran and history from the records up to its making", () => {
    const growing = [...records];
    const store = createStoreAccessor(growing, {});
    growing.push({ step: "ask", response: { n: 3 }, result: { n: 3 } });
    expect(store.steps.all("ask")).toEqual([{ n: 1 }, { n: 2 }]);
    expect(store.steps.history).toHaveLength(3);
    expect(store.steps.ran("done")).toBe(true);
    expect(store.steps.ran("later")).toBe(false);
    expect(store.steps.ran("toString")).toBe(false);
    expect(store.steps.all("nothing")).toEqual([]);
  });

  it("is frozen, and a copy of history changes nothing", () => {
    const store = createStoreAccessor(records, {});
    expect(Object.isFrozen(store)).toBe(true);
    expect(Object.isFrozen(store.steps)).toBe(true);
    const shared: unknown = Object.getPrototypeOf(store.steps);
    expect(Object.isFrozen(shared)).toBe(true); // shared by every view
    const history = [...store.steps.history];
    history.pop();
    expect(store.steps.history).toHaveLength(3);
    expect(() => {
      (store.steps as Record<string, unknown>).ask = 1;
    }).toThrow(TypeError);
  });
});
