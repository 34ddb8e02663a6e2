// A composite skill written the way `@contentful/skill-kit` authors write theirs (issue 20): an
// action whose optional output key is `undefined`, sub-store fields read without `?.` after a
// guaranteed `save`, a reusable step extended with a typed `when`, and sub-skill params mapped
// from the dispatcher's typed store. Our own skill, in that style; it must typecheck and run.
import { act, action, skill, step, type } from "../../src/index.js";

const inspect = action({
  name: "inspect",
  input: type({ target: "string" }),
  output: type({ reachable: "boolean", credentials: "boolean", "region?": "string" }),
  run: ({ input }) => ({ reachable: input.target !== "", credentials: input.target === "staging", region: undefined }),
});

const approval = step({
  prompt: act.confirm({ message: "Continue?", defaultAnswer: "yes" }),
  response: type({ approved: "boolean" }),
  next: "__parent__",
});

export const deploy = skill({
  name: "deploy",
  entry: "inspect",
  params: type({ target: "string" }),
  stores: { env: type({ ready: "boolean", missing: "string[]" }), log: type({ notes: "string[]" }) },
})
  .step("inspect", {
    action: { run: inspect, mapInput: ({ params }) => ({ target: params.target }) },
    save: ({ actionResult }) => ({
      env: {
        ready: actionResult.reachable && actionResult.credentials,
        missing: actionResult.credentials ? [] : ["DEPLOY_TOKEN"],
      },
    }),
    next: [{ to: "plan", when: ({ actionResult }) => actionResult.reachable && actionResult.credentials }, { to: "fix-env" }],
  })
  .step("fix-env", {
    prompt: ({ store }) => {
      // written by inspect, which runs on every path
      const missing: readonly string[] = store.env.missing;
      return `Set ${missing.join(", ")} and say when done.`;
    },
    response: type({ fixed: "boolean" }),
    save: ({ response }) => ({ log: { notes: [response.fixed ? "env fixed" : "env still broken"] } }),
    next: "plan",
  })
  .step("plan", {
    prompt: ({ store, params }) => {
      const ready: boolean = store.env.ready;
      // fix-env is a branch target: its notes may be missing
      const notes = store.log.notes ?? [];
      return `Plan the deploy to ${params.target} (${ready ? "ready" : "was not ready"}; ${notes.length} note(s)).`;
    },
    response: type({ steps: "string[]" }),
    next: "go-live",
  })
  .extend("go-live", approval, {
    prompt: act.confirm({ message: "Deploy now?", defaultAnswer: "no" }),
    next: [{ to: "launch", when: ({ response }) => response.approved }, { to: "wrap-up" }],
  })
  .step("launch", {
    prompt: ({ store }) => `Run the ${store.steps.plan.steps.length} planned steps.`,
    response: type({ ok: "boolean" }),
    next: "wrap-up",
  })
  .step("wrap-up", {
    prompt: ({ store }) =>
      `Summarise: approved=${String(store.steps["go-live"].approved)}, launched=${String(store.steps.launch?.ok ?? false)}.`,
    response: type({ summary: "string" }),
    next: { terminal: true },
  })
  .build();

export const ops = skill({ name: "ops", entry: "choose" })
  .step("choose", {
    prompt: act.askUser({
      type: "structured",
      question: "What now?",
      options: [
        { value: "deploy", label: "Deploy", description: "Ship to the default target" },
        { value: "pick", label: "Deploy elsewhere", description: "Choose a target first" },
      ],
    }),
    response: type({ choice: "'deploy' | 'pick'" }),
    next: [{ to: "get-target", when: ({ response }) => response.choice === "pick" }, { to: "subskill:deploy" }],
  })
  .step("get-target", { prompt: "Which target?", response: type({ target: "string" }), next: "subskill:deploy" })
  .subskill("deploy", deploy, {
    params: (_response, store) => ({ target: store.steps["get-target"]?.target ?? `default-for-${store.steps.choose.choice}` }),
  })
  .build();
