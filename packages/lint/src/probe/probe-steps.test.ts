import { skill, terminal, type } from "@skill-kit/core";
import { describe, expect, it } from "vitest";
import { createBudget, createPlaceholder, placeholderText } from "./placeholder.js";
import { probeSteps } from "./probe-steps.js";

describe("probeSteps", () => {
  it("renders a prompt function for every host, twice, with a stub store, default params and real act", () => {
    const definition = skill({
      name: "probe",
      description: "Probe.",
      entry: "a",
      params: type({ greeting: "string = 'Hi'", "who?": "string" }),
      stores: { profile: type({ "name?": "string" }) },
    })
      .step("a", {
        prompt: ({ params, store, host, attempts, refs }) =>
          `${params.greeting} ${params.who ?? "?"} ${store.profile.name ?? "none"} ${host.host} ${attempts} ${refs.load("x.md")}`,
        next: terminal,
      })
      .build();
    const [probe] = probeSteps(definition);
    expect(probe?.renders).toHaveLength(20);
    expect(probe?.renders[0]?.text).toBe(
      `<prompt>\nHi ${placeholderText} ${placeholderText} claude-code 0 ${placeholderText}\n</prompt>`,
    );
    expect(probe?.renders.at(-1)?.host).toBe("generic");
    expect([...(probe?.references ?? [])]).toEqual(["x.md"]);
    expect(probe?.source).toContain("params.greeting");
  });

  it("renders a string prompt once, for any host", () => {
    const definition = skill({ name: "plain", description: "Plain.", entry: "a" })
      .step("a", { prompt: "Hello.", next: terminal })
      .build();
    expect(probeSteps(definition)[0]?.renders).toEqual([
      { host: "any", tools: [], pieces: ["Hello."], text: "<prompt>\nHello.\n</prompt>" },
    ]);
  });
});

describe("createPlaceholder", () => {
  it("answers any property, call, iteration and conversion", () => {
    const value = createPlaceholder(createBudget());
    expect(String(value)).toBe(placeholderText);
    expect(`${String(Reflect.get(value as object, "deep"))}!`).toBe(`${placeholderText}!`);
    expect(JSON.stringify({ value })).toBe(`{"value":"${placeholderText}"}`);
    expect([...(value as Iterable<unknown>)]).toEqual([]);
    expect(Object.keys(value as object)).toEqual([]);
    expect(Number(value)).toBeNaN();
  });

  it("stops a prompt that reads placeholders without end", () => {
    const budget = createBudget(5);
    let value: unknown = createPlaceholder(budget);
    expect(() => {
      for (;;) value = Reflect.get(value as object, "next");
    }).toThrow(/more than 5 placeholder values/);
  });
});
