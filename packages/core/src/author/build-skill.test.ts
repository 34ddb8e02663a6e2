import { describe, expect, it } from "vitest";
import { SkillDefinitionError, action, module, reference, skill, step, terminal, type } from "../index.js";

const one = (name = "s") => skill({ name, entry: "a" });

describe(".build() validation", () => {
  it("returns a frozen definition with defaults", () => {
    const def = one().step("a", { prompt: "x", next: terminal }).build();
    expect(Object.isFrozen(def) && Object.isFrozen(def.steps)).toBe(true);
    expect(def).toMatchObject({ kind: "skill", version: "0.0.0", resolveVersion: false, description: "", triggers: [] });
  });

  it.each([
    // @ts-expect-error -- the entry "a" is no step: a type error too (skill-builder.test-d.ts)
    ["no steps", () => one().build(), /at least one step/],
    [
      "a missing entry",
      // @ts-expect-error -- "zz" is no step
      () => skill({ name: "s", entry: "zz" }).step("a", { prompt: "x", next: terminal }).build(),
      /entry step "zz" is not defined/,
    ],
    [
      "an unknown next",
      // @ts-expect-error -- "nowhere" is no step: a type error too (skill-builder.test-d.ts)
      () => one().step("a", { prompt: "x", next: "nowhere" }).build(),
      /goes to "nowhere", which is not a step/,
    ],
    [
      "an unknown branch",
      () =>
        // @ts-expect-error -- "b" is no step
        one()
          .step("a", { prompt: "x", next: [{ to: "b" }] })
          .build(),
      /branches to "b"/,
    ],
    [
      "an unknown onMaxVisits",
      // @ts-expect-error -- "gone" is no step
      () => one().step("a", { prompt: "x", next: "self", maxVisits: 2, onMaxVisits: "gone" }).build(),
      /onMaxVisits "gone"/,
    ],
    ["an unregistered sub-skill", () => one().step("a", { prompt: "x", next: "subskill:nope" }).build(), /no sub-skill "nope"/],
    ["an unregistered topic", () => one().step("a", { prompt: "x", next: "topic:nope" }).build(), /no topic "nope"/],
    [
      "a reserved store name",
      () =>
        skill({ name: "s", entry: "a", stores: { steps: type({}) } })
          .step("a", { prompt: "x", next: terminal })
          .build(),
      /"steps" is reserved/,
    ],
    [
      "a reserved step name",
      () => skill({ name: "s", entry: "all" }).step("all", { prompt: "x", next: terminal }).build(),
      /"all" is reserved/,
    ],
    [
      "a response without a prompt",
      () =>
        one()
          .step("a", { response: type({ x: "string" }), next: terminal })
          .build(),
      /response schema but no prompt/,
    ],
    [
      "a bad maxVisits",
      () => one().step("a", { prompt: "x", next: "self", maxVisits: 0 }).build(),
      /maxVisits must be a positive integer/,
    ],
    [
      "a shared step never registered",
      () =>
        one()
          .step("a", step({ prompt: "x", next: "__parent__" }))
          .build(),
      /only a module may use/,
    ],
    [
      "nested sub-skills",
      () => {
        const leaf = one("leaf").step("a", { prompt: "x", next: terminal }).build();
        const middle = one("mid").step("a", { prompt: "x", next: "subskill:leaf" }).subskill("leaf", leaf).build();
        return one().step("a", { prompt: "x", next: "subskill:mid" }).subskill("mid", middle).build();
      },
      /has sub-skills of its own/,
    ],
  ])("refuses %s", (_, build, message) => {
    expect(build).toThrow(SkillDefinitionError);
    expect(build).toThrow(message);
  });

  it("refuses version together with resolveVersion when called from JavaScript", () => {
    const config: Record<string, unknown> = { name: "s", entry: "a", version: "1.0.0", resolveVersion: true };
    expect(() =>
      skill(config as never)
        .step("a", { prompt: "x", next: terminal })
        .build(),
    ).toThrow(/either version or resolveVersion/);
  });
});

describe("reuse", () => {
  it("extend() copies a step with overrides; register() wires a module's exits", () => {
    const ask = step({ prompt: "ask", next: "__parent__" });
    const shared = module({ name: "m", entry: "ask" }).step("ask", ask).build();
    const def = one()
      .step("a", { prompt: "x", next: "ask" })
      .register(shared, { next: "end" })
      .extend("end", step({ prompt: "bye", next: "a" }), { next: terminal })
      .build();
    expect(def.steps["ask"]?.config.next).toBe("end");
    expect(def.steps["end"]?.config).toMatchObject({ prompt: "bye", next: terminal });
  });

  it("module().build() needs steps and an entry", () => {
    expect(() => module({ name: "m", entry: "a" }).build()).toThrow(/at least one step/);
    expect(() => module({ name: "m", entry: "zz" }).step("a", { prompt: "x", next: "__parent__" }).build()).toThrow(
      /entry step "zz"/,
    );
  });

  it("reference() needs a description and at least one topic", () => {
    expect(() =>
      reference({ name: "r", description: "" })
        .topic("t", { label: "T", content: () => "c" })
        .build(),
    ).toThrow(/description/);
    expect(() => reference({ name: "r", description: "d" }).build()).toThrow(/at least one topic/);
    expect(
      reference({ name: "r", description: "d", version: "1.2.3" })
        .topic("t", { label: "T", content: () => "c" })
        .build(),
    ).toMatchObject({ kind: "reference", version: "1.2.3" });
  });

  it("action() requires all four fields", () => {
    expect(() => action({ name: "x", input: type("unknown"), output: type("unknown") } as never)).toThrow(/action\(\) needs run/);
  });

  it("step() requires next", () => {
    expect(() => step({ prompt: "x" } as never)).toThrow(/needs `next`/);
  });
});
