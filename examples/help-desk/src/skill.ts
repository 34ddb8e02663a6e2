// A composite help desk for the Inkpad notes app: a dispatcher routes to a sub-skill (with params
// mapped from its store and response) or, through a second step, to a topic.
import { section, skill, table, type } from "@skill-kit/core";
import { bugReport } from "./bug-report.js";
import { featureRequest } from "./feature-request.js";

const caller = type({ product: "string > 0", "version?": "string" });
const need = type({ need: "'bug'|'feature'|'docs'", summary: "string > 0" });

const shortcuts = [
  { keys: "Ctrl+N", action: "new note" },
  { keys: "Ctrl+K", action: "search every note" },
  { keys: "Ctrl+Shift+P", action: "pin or unpin the note" },
  { keys: "Ctrl+/", action: "show all shortcuts" },
];

export default skill({
  name: "help-desk",
  description: "Inkpad help desk: report a bug, request a feature, or read a guide. Use when an Inkpad user needs support",
  triggers: ["Inkpad is broken", "Inkpad feature idea", "how do I install Inkpad"],
  entry: "welcome",
  stores: { caller },
})
  .step("welcome", {
    prompt: ({ act }) =>
      act.askUser({ type: "open", question: "Which Inkpad app do you use (desktop, web or phone), and which version?" }),
    response: caller,
    save: ({ response }) => ({ caller: response }),
    next: "choose",
  })
  .step("choose", {
    prompt: ({ act, store }) => [
      act.askUser({
        type: "structured",
        header: "Need",
        question: `How can we help with ${store.caller.product}?`,
        options: [
          { value: "bug", label: "Something is broken", description: "Report a bug" },
          { value: "feature", label: "I have an idea", description: "Request a feature" },
          { value: "docs", label: "How do I…?", description: "Read a short guide" },
        ],
      }),
      "Reply with the chosen value as `need`, and the user's words in one line as `summary`.",
    ],
    response: need,
    next: [
      { to: "subskill:bug-report", when: ({ response }) => response.need === "bug" },
      { to: "subskill:feature-request", when: ({ response }) => response.need === "feature" },
      { to: "pick-topic" },
    ],
  })
  .step("pick-topic", {
    prompt: ({ act }) =>
      act.askUser({
        type: "structured",
        header: "Guide",
        question: "Which guide would help?",
        options: [
          { value: "install", label: "Install and update", description: "Get the app and keep it current" },
          { value: "shortcuts", label: "Keyboard shortcuts", description: "Work without the mouse" },
        ],
      }),
    response: type({ topic: "'install'|'shortcuts'" }),
    next: ({ response }) => `topic:${response.topic}`,
    targets: ["topic:install", "topic:shortcuts"],
  })
  // The mappings get the dispatcher's erased store and the routing step's response as `unknown`:
  // the schemas above check them and give them back typed.
  .subskill("bug-report", bugReport, {
    params: (response, store) => ({ ...caller.assert(store.caller), summary: need.assert(response).summary }),
  })
  .subskill("feature-request", featureRequest, {
    params: (response, store) => ({ product: caller.assert(store.caller).product, idea: need.assert(response).summary }),
  })
  .topic("install", { label: "Install and update Inkpad", content: ({ refs }) => refs.load("install.md") })
  .topic("shortcuts", { label: "Keyboard shortcuts", content: () => section("Keyboard shortcuts", table(shortcuts)) })
  .build();
