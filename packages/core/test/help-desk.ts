// A composite skill like the spec's help desk: a dispatcher, two sub-skills, two topics.
import { skill, terminal, type } from "../src/index.js";

export const doctor = skill({ name: "doctor", entry: "diagnose", params: type({ spaceId: "string" }) })
  .step("diagnose", {
    prompt: ({ params }) => `Diagnose space "${params.spaceId}".`,
    response: type({ healthy: "boolean", issues: "string[]" }),
    next: [{ to: "report-clean", when: ({ response }) => response.healthy }, { to: "report-issues" }],
  })
  .step("report-clean", { prompt: "All good.", next: terminal })
  .step("report-issues", { prompt: "Report issues.", next: terminal })
  .build();

export const setup = skill({ name: "setup", entry: "check-env" })
  .step("check-env", { next: "guide-env", action: () => ({ node: "20" }) })
  .step("guide-env", { prompt: ({ store }) => `Node ${store.steps["check-env"].node}`, next: terminal })
  .build();

export const helpDesk = skill({ name: "help-desk", entry: "choose" })
  .step("choose", {
    prompt: "What do you need?",
    response: type({ choice: "'doctor'|'setup'|'faq'" }),
    next: [
      { to: "get-space", when: ({ response }) => response.choice === "doctor" },
      { to: "subskill:setup", when: ({ response }) => response.choice === "setup" },
      { to: "ask-topic" },
    ],
  })
  .step("get-space", { prompt: "Which space?", response: type({ spaceId: "string" }), next: "subskill:doctor" })
  .step("ask-topic", {
    prompt: "Which topic?",
    response: type({ topicName: "string" }),
    next: ({ response }) => `topic:${response.topicName}`,
    targets: [],
  })
  .subskill("doctor", doctor, { params: (response) => response })
  .subskill("setup", setup)
  .topic("rate-limits", { label: "API rate limits and throttling", content: () => "Rate limits: 10/s." })
  .topic("locales", { label: "Content localization", content: ({ refs }) => refs.load("locales.md") })
  .build();
