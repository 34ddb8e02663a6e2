// Type-level behaviour of the author API: params, store and responses flow into callbacks.
import { describe, expectTypeOf, it } from "vitest";
import { action, module, skill, step, terminal, type } from "../index.js";
import type { UnknownStepMessage } from "./step-names.js";

describe("skill() types", () => {
  it("types params, responses, and guaranteed vs branch-target steps", () => {
    skill({
      name: "t",
      entry: "greet",
      params: type({ greeting: "string = 'hi'" }),
      stores: { profile: type({ name: "string", "age?": "number" }) },
    })
      .step("greet", {
        prompt: ({ params }) => {
          expectTypeOf(params.greeting).toEqualTypeOf<string>();
          return params.greeting;
        },
        response: type({ name: "string" }),
        next: [{ to: "dev" }, { to: "other" }],
        save: ({ response }) => ({ profile: { name: response.name } }),
      })
      .step("dev", { prompt: "dev?", response: type({ lang: "string" }), next: "summary" })
      .step("other", { prompt: "other?", response: type({ hobby: "string" }), next: "summary" })
      .step("summary", {
        prompt: ({ store }) => {
          expectTypeOf(store.steps.greet).toEqualTypeOf<{ name: string }>();
          expectTypeOf(store.steps.dev).toEqualTypeOf<{ lang: string } | undefined>();
          expectTypeOf(store.steps.other).toEqualTypeOf<{ hobby: string } | undefined>();
          expectTypeOf(store.profile.name).toEqualTypeOf<string>();
          expectTypeOf(store.profile.age).toEqualTypeOf<number | undefined>();
          return `Hi ${store.steps.greet.name}`;
        },
        next: terminal,
      })
      .build();
  });

  it("types branch conditions and transition functions from the response", () => {
    skill({ name: "t", entry: "a" })
      .step("a", {
        prompt: "?",
        response: type({ n: "number" }),
        next: [{ to: "a", when: ({ response, attempts }) => response.n > attempts }, { to: "b" }],
        maxVisits: 3,
        onMaxVisits: "b",
      })
      .step("b", { prompt: "?", response: type({ ok: "boolean" }), next: ({ response }) => (response.ok ? terminal : "a") })
      .build();
  });

  it("makes the action result the step result, and save().step override both", () => {
    const lookup = action({
      name: "lookup",
      input: type({ id: "string" }),
      output: type({ found: "boolean" }),
      run: ({ input }) => ({ found: input.id.length > 0 }),
    });
    skill({ name: "t", entry: "a" })
      .step("a", { prompt: "id?", response: type({ id: "string" }), action: { run: lookup }, next: "b" })
      .step("b", { prompt: "?", action: ({ response }) => Promise.resolve({ size: Object.keys(response).length }), next: "c" })
      .step("c", {
        prompt: "?",
        response: type({ v: "number" }),
        save: ({ response }) => ({ step: String(response.v) }),
        next: "d",
      })
      .step("d", {
        prompt: ({ store }) => {
          expectTypeOf(store.steps.a).toEqualTypeOf<{ found: boolean }>();
          expectTypeOf(store.steps.b).toEqualTypeOf<{ size: number }>();
          expectTypeOf(store.steps.c).toEqualTypeOf<string>();
          return "done";
        },
        next: terminal,
      })
      .build();
  });

  it("rejects a save that writes an undeclared store shape", () => {
    const builder = skill({ name: "t", entry: "a", stores: { profile: type({ name: "string" }) } });
    // @ts-expect-error -- profile.name must be a string
    builder.step("a", { prompt: "?", save: () => ({ profile: { name: 5 } }), next: terminal });
  });

  it("takes action time limits on the action and on the skill, as numbers only", () => {
    const limited = action({
      name: "slow",
      input: type("unknown"),
      output: type("unknown"),
      timeoutMs: 5_000,
      run: ({ signal }) => signal.aborted,
    });
    expectTypeOf(limited.timeoutMs).toEqualTypeOf<number | undefined>();
    const def = skill({ name: "t", entry: "a", actionTimeoutMs: 30_000 })
      .step("a", { prompt: "?", action: { run: limited }, next: terminal })
      .build();
    expectTypeOf(def.actionTimeoutMs).toEqualTypeOf<number | undefined>();
    // @ts-expect-error -- a limit is a number of milliseconds
    skill({ name: "t", entry: "a", actionTimeoutMs: "30s" });
    // @ts-expect-error -- a limit is a number of milliseconds
    action({ name: "slow", input: type("unknown"), output: type("unknown"), timeoutMs: "5s", run: () => null });
  });

  it("gives reusable steps an untyped store", () => {
    const shared = step({ prompt: ({ store }) => String(store.steps.history.length), next: terminal });
    expectTypeOf(shared.kind).toEqualTypeOf<"step">();
  });
});

describe("step names are checked at .build()", () => {
  const ask = { prompt: "?", response: type({ ok: "boolean" }) } as const;

  it("takes names of steps added later, self, sub-skill and topic routes, and `string` names", () => {
    skill({ name: "t", entry: "a" })
      .step("a", { ...ask, next: "review" })
      .step("review", { ...ask, next: [{ to: "self", when: ({ response }) => !response.ok }, { to: "end" }] })
      .step("end", { prompt: "bye", next: "topic:help", maxVisits: 2, onMaxVisits: "a" })
      .step("route", { prompt: "?", next: () => "a", targets: ["a", "end"] })
      .build();
    const named: string = "somewhere";
    skill({ name: "t", entry: "a" }).step("a", { prompt: "?", next: named }).build();
  });

  it("refuses a typo in next, naming it", () => {
    const typo = skill({ name: "t", entry: "a" })
      .step("a", { ...ask, next: "reveiw" })
      .step("review", { prompt: "?", next: terminal });
    // @ts-expect-error -- "reveiw" is not a step
    typo.build();
    expectTypeOf<keyof ThisParameterType<typeof typo.build>>().toEqualTypeOf<UnknownStepMessage<"reveiw">>();
    expectTypeOf<
      UnknownStepMessage<"reveiw">
    >().toEqualTypeOf<"unknown step reveiw: the entry, a next, branch, onMaxVisits or targets names it, but no step of that name is added">();
  });

  it("refuses an entry that no step has", () => {
    const entry = skill({ name: "t", entry: "gret" }).step("greet", { prompt: "?", next: terminal });
    // @ts-expect-error -- "gret" is not a step
    entry.build();
    expectTypeOf<keyof ThisParameterType<typeof entry.build>>().toEqualTypeOf<UnknownStepMessage<"gret">>();
  });

  it("refuses a typo in a branch, in onMaxVisits and in targets, each by name", () => {
    const branch = skill({ name: "t", entry: "a" }).step("a", { ...ask, next: [{ to: "a" }, { to: "revew" }] });
    // @ts-expect-error -- "revew" is not a step
    branch.build();
    expectTypeOf<keyof ThisParameterType<typeof branch.build>>().toEqualTypeOf<UnknownStepMessage<"revew">>();
    const limit = skill({ name: "t", entry: "a" }).step("a", { ...ask, next: "self", maxVisits: 2, onMaxVisits: "giveup" });
    // @ts-expect-error -- "giveup" is not a step
    limit.build();
    expectTypeOf<keyof ThisParameterType<typeof limit.build>>().toEqualTypeOf<UnknownStepMessage<"giveup">>();
    const listed = skill({ name: "t", entry: "a" }).step("a", { prompt: "?", next: () => terminal, targets: ["b", "c"] });
    // @ts-expect-error -- "b" and "c" are not steps
    listed.build();
    expectTypeOf<keyof ThisParameterType<typeof listed.build>>().toEqualTypeOf<
      UnknownStepMessage<"b"> | UnknownStepMessage<"c">
    >();
  });

  it("checks .extend overrides and .register's next, and knows a module's steps", () => {
    const base = step({ prompt: "?", next: terminal });
    const extended = skill({ name: "t", entry: "a" }).extend("a", base, { next: "nope" });
    // @ts-expect-error -- "nope" is not a step
    extended.build();
    const shared = module({ name: "m", entry: "ask" }).step("ask", { prompt: "?", next: "__parent__" }).build();
    expectTypeOf(shared["~names"]).toEqualTypeOf<"ask" | undefined>();
    skill({ name: "t", entry: "a" })
      .step("a", { prompt: "?", next: "ask" })
      .register(shared, { next: "end" })
      .step("end", { prompt: "bye", next: terminal })
      .build();
    const exitTypo = skill({ name: "t", entry: "ask" }).register(shared, { next: "ned" });
    // @ts-expect-error -- "ned" is not a step
    exitTypo.build();
  });
});
