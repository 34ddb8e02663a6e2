// Type-level parity with the existing system's author patterns (issue 20, items 2-4).
import { describe, expectTypeOf, it } from "vitest";
import { act, action, skill, step, terminal, type, type StepDefinition } from "../index.js";

const probe = action({
  name: "probe",
  input: type({}),
  output: type({ online: "boolean", healthy: "boolean", "region?": "string" }),
  run: () => ({ online: true, healthy: false, region: undefined }),
});

describe("sub-stores written on every path", () => {
  it("types fields a guaranteed step's save wrote as present, the rest as optional", () => {
    skill({
      name: "t",
      entry: "probe",
      stores: { status: type({ up: "boolean", problems: "string[]" }), counts: type({ fixed: "number", skipped: "number" }) },
    })
      .step("probe", {
        action: { run: probe },
        save: ({ actionResult }) => ({
          status: { up: actionResult.online, problems: actionResult.healthy ? [] : ["unhealthy"] },
        }),
        next: [{ to: "triage", when: ({ actionResult }) => actionResult.online }, { to: "wake" }],
      })
      .step("wake", {
        prompt: ({ store }) => {
          const problems: readonly string[] = store.status.problems;
          return problems.join(", ");
        },
        response: type({ woke: "boolean" }),
        save: ({ response }) => ({ counts: { fixed: response.woke ? 1 : 0 } }),
        next: "triage",
      })
      .step("triage", {
        prompt: ({ store }) => {
          expectTypeOf(store.status.up).toEqualTypeOf<boolean>();
          expectTypeOf(store.status.problems).toEqualTypeOf<string[]>();
          // "wake" is a branch target: what it wrote may be missing.
          expectTypeOf(store.counts.fixed).toEqualTypeOf<number | undefined>();
          return "triage";
        },
        response: type({ done: "boolean" }),
        next: terminal,
      })
      .build();
  });

  it("guarantees nothing for a save that writes different stores on different calls", () => {
    skill({ name: "t", entry: "a", stores: { left: type({ n: "number" }), right: type({ n: "number" }) } })
      .step("a", {
        prompt: "?",
        response: type({ n: "number" }),
        save: ({ response }) => (response.n > 0 ? { left: { n: 1 } } : { right: { n: 2 } }),
        next: "b",
      })
      .step("b", {
        prompt: ({ store }) => {
          expectTypeOf(store.left.n).toEqualTypeOf<number | undefined>();
          expectTypeOf(store.right.n).toEqualTypeOf<number | undefined>();
          return "b";
        },
        next: terminal,
      })
      .build();
  });

  it("does not show a step its own writes", () => {
    skill({ name: "t", entry: "a", stores: { s: type({ n: "number" }) } })
      .step("a", {
        prompt: ({ store }) => {
          expectTypeOf(store.s.n).toEqualTypeOf<number | undefined>();
          return "a";
        },
        response: type({ n: "number" }),
        save: ({ response }) => ({ s: { n: response.n } }),
        next: terminal,
      })
      .build();
  });
});

describe(".subskill params", () => {
  it("get the parent's typed store, guaranteed steps included", () => {
    const child = skill({ name: "child", entry: "go", params: type({ account: "string" }) })
      .step("go", { prompt: "go", next: terminal })
      .build();
    skill({ name: "parent", entry: "pick", stores: { who: type({ account: "string" }) } })
      .step("pick", {
        prompt: act.askUser({ type: "open", question: "Which account?" }),
        response: type({ account: "string" }),
        save: ({ response }) => ({ who: { account: response.account } }),
        next: [{ to: "confirm", when: ({ response }) => response.account === "" }, { to: "subskill:child" }],
      })
      .step("confirm", { prompt: "Sure?", response: type({ account: "string" }), next: "subskill:child" })
      .subskill("child", child, {
        params: (_response, store) => {
          expectTypeOf(store.steps.pick).toEqualTypeOf<{ account: string }>();
          expectTypeOf(store.steps.confirm).toEqualTypeOf<{ account: string } | undefined>();
          expectTypeOf(store.who.account).toEqualTypeOf<string>();
          return { account: store.steps.confirm?.account ?? store.steps.pick.account };
        },
      })
      .build();
  });
});

describe(".extend overrides", () => {
  const approval = step({
    prompt: act.confirm({ message: "Go on?", defaultAnswer: "yes" }),
    response: type({ approved: "boolean" }),
    next: "__parent__",
  });

  it("take the response type from the base step and type the new store entry", () => {
    skill({ name: "t", entry: "draft" })
      .step("draft", { prompt: "Write it.", response: type({ text: "string" }), next: "review" })
      .extend("review", approval, {
        prompt: act.confirm({ message: "Publish?", defaultAnswer: "no" }),
        next: [{ to: "publish", when: ({ response }) => response.approved }, { to: "draft" }],
      })
      .step("publish", {
        prompt: ({ store }) => {
          expectTypeOf(store.steps.review).toEqualTypeOf<{ approved: boolean }>();
          return "Publishing.";
        },
        next: terminal,
      })
      .build();
  });

  it("check override callbacks against the base's response", () => {
    const builder = skill({ name: "t", entry: "review" });
    // @ts-expect-error -- the base's response has no `rating`
    builder.extend("review", approval, { next: [{ to: "x", when: ({ response }) => response.rating > 3 }, { to: "y" }] });
  });

  it("let an override's save write the skill's stores, and its writes count when the step is guaranteed", () => {
    skill({ name: "t", entry: "review", stores: { decision: type({ approved: "boolean" }) } })
      .extend("review", approval, { save: ({ response }) => ({ decision: { approved: response.approved } }), next: "after" })
      .step("after", {
        prompt: ({ store }) => {
          expectTypeOf(store.decision.approved).toEqualTypeOf<boolean>();
          return "after";
        },
        next: terminal,
      })
      .build();
  });
});

describe(".extend of a plain StepDefinition", () => {
  it("types the base's response and action result as unknown (it carries no types), not never", () => {
    const plain: StepDefinition = step({ prompt: "?", response: type({ ok: "boolean" }), next: "__parent__" });
    skill({ name: "t", entry: "a" })
      .extend("a", plain, {
        save: ({ response, actionResult }) => {
          expectTypeOf(response).toEqualTypeOf<unknown>();
          expectTypeOf(actionResult).toEqualTypeOf<unknown>();
          return {};
        },
        next: terminal,
      })
      .build();
  });
});

describe("branch targets that every path reaches", () => {
  it("are guaranteed when every other target of the branch routes to them", () => {
    skill({ name: "t", entry: "a" })
      .step("a", {
        prompt: "?",
        response: type({ ok: "boolean" }),
        next: [{ to: "fix", when: ({ response }) => !response.ok }, { to: "go" }],
      })
      .step("fix", { prompt: "fix", response: type({ fixed: "boolean" }), next: "go" })
      .step("go", { prompt: "go", response: type({ n: "number" }), next: "end" })
      .step("end", {
        prompt: ({ store }) => {
          expectTypeOf(store.steps.go).toEqualTypeOf<{ n: number }>();
          expectTypeOf(store.steps.fix).toEqualTypeOf<{ fixed: boolean } | undefined>();
          return "end";
        },
        next: terminal,
      })
      .build();
  });

  it("stay optional when one target of the branch goes elsewhere", () => {
    skill({ name: "t", entry: "a" })
      .step("a", {
        prompt: "?",
        response: type({ n: "number" }),
        next: [
          { to: "b", when: ({ response }) => response.n > 1 },
          { to: "c", when: ({ response }) => response.n > 0 },
          { to: "d" },
        ],
      })
      .step("b", { prompt: "b", next: "d" })
      .step("c", { prompt: "c", next: terminal })
      .step("d", { prompt: "d", response: type({ n: "number" }), next: "e" })
      .step("e", {
        prompt: ({ store }) => {
          expectTypeOf(store.steps.d).toEqualTypeOf<{ n: number } | undefined>();
          return "e";
        },
        next: terminal,
      })
      .build();
  });

  it("are guaranteed when a guaranteed step routes to them", () => {
    skill({ name: "t", entry: "a" })
      .step("a", {
        prompt: "?",
        response: type({ ok: "boolean" }),
        next: [{ to: "b", when: ({ response }) => response.ok }, { to: "e" }],
      })
      .step("b", { prompt: "b", next: "c" })
      .step("c", { prompt: "c", next: "e" })
      .step("e", { prompt: "e", response: type({ n: "number" }), next: "f" })
      .step("f", {
        prompt: ({ store }) => {
          expectTypeOf(store.steps.e).toEqualTypeOf<{ n: number }>();
          return "f";
        },
        next: terminal,
      })
      .build();
  });
});
