// Sub-skill: turn a problem the user describes into a reproducible bug report.
import { kv, section, skill, terminal, type, view } from "@skill-kit/core";

export const bugReport = skill({
  name: "bug-report",
  description: "Collect a reproducible bug report",
  entry: "reproduce",
  // product and summary are required: the dispatcher maps them; a direct start must pass them.
  params: type({ product: "string > 0", summary: "string > 0", version: "string = 'unknown'" }),
})
  .step("reproduce", {
    prompt: ({ act, params }) => [
      `The user reports a problem with ${params.product} ${params.version}: "${params.summary}".`,
      act.askUser({ type: "open", question: "What did you do, step by step, before it went wrong?" }),
      "Try the steps yourself if you can, and say whether the problem happens again.",
    ],
    response: type({ steps: "string[] > 0", reproducible: "boolean" }),
    next: [{ to: "collect-logs", when: ({ response }) => !response.reproducible }, { to: "file-report" }],
  })
  .step("collect-logs", {
    prompt: "Ask the user for the app's log file and for when the problem last happened.",
    response: type({ logs: "string", lastSeen: "string" }),
    next: "file-report",
  })
  .step("file-report", {
    prompt: ({ params, store }) => [
      view(
        "report",
        section(
          `Bug: ${params.summary}`,
          kv({
            product: `${params.product} ${params.version}`,
            steps: store.steps.reproduce.steps.join(" → "),
            reproducible: store.steps.reproduce.reproducible ? "yes" : "no",
            logs: store.steps["collect-logs"]?.logs ?? "none",
          }),
        ),
      ),
      "Show the report above to the user exactly as written, and ask whether to send it.",
    ],
    response: type({ send: "boolean" }),
    next: terminal,
  })
  .build();
