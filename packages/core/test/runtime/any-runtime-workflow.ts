// Runs a small workflow using only @skill-kit/core, in whatever runtime executes this file
// (Bun in the test). Prints the run as one JSON line.
import { skill, terminal, type, WorkflowEngine } from "@skill-kit/core";
import { mockModel, runSkill } from "@skill-kit/core/testing";

const greet = skill({ name: "greet", entry: "name", stores: { card: type({ "name?": "string" }) } })
  .step("name", {
    prompt: "Your name?",
    response: type({ name: "string" }),
    next: "tidy",
    save: ({ response }) => ({ card: { name: response.name } }),
  })
  .step("tidy", { next: "bye", action: ({ store }) => ({ upper: store.card.name.toUpperCase() }) })
  .step("bye", { prompt: ({ store }) => `Bye ${store.steps.tidy.upper}`, response: type({ ok: "boolean" }), next: terminal })
  .build();

const run = await runSkill(greet, { model: mockModel({ name: { name: "ada" }, bye: { ok: true } }) });
const engine = new WorkflowEngine(greet);
const first = await engine.start();
const second = await engine.advance("name", { name: "bo" });
console.log(
  JSON.stringify({
    path: run.path,
    response: run.response,
    first: first.kind,
    prompt: second.kind === "prompt" ? second.prompt : null,
  }),
);
