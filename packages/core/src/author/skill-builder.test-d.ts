// Type-level behaviour of the author API: params, store and responses flow into callbacks.
import { describe, expectTypeOf, it } from "vitest";
import { action, skill, step, terminal, type } from "../index.js";

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
