// Skills used by the core tests.
import { skill, terminal, type } from "../src/index.js";

export const linear = skill({ name: "linear", entry: "a" })
  .step("a", { prompt: "A?", response: type({ x: "number" }), next: "b" })
  .step("b", { prompt: "B?", response: type({ y: "string" }), next: "c" })
  .step("c", { prompt: "C?", response: type({ z: "boolean" }), next: terminal })
  .build();

/** a (prompted) → b (prompt-less, writes a store) → c (prompted) */
export const withPromptless = skill({ name: "promptless", entry: "a", stores: { tally: type({ "count?": "number" }) } })
  .step("a", { prompt: "A?", response: type({ n: "number" }), next: "b" })
  .step("b", { next: "c", save: ({ store }) => ({ tally: { count: store.steps.a.n * 2 } }) })
  .step("c", {
    prompt: ({ store }) => `count is ${String(store.tally.count)}`,
    response: type({ ok: "boolean" }),
    next: terminal,
  })
  .build();
