// The two source files of a new project: a three-step workflow and its test.

/** `src/skill.ts`: ask for a topic, list three points, summarise; each reply checked by an arktype schema. */
export function skillSource(name: string): string {
  return `// The ${name} skill. Each step sends the agent a prompt, checks its reply against an arktype
// schema, saves what it needs, and names the next step. \`npm run build\` turns this file into
// dist/${name}: a SKILL.md with a scripts/run the agent calls.
import { kv, skill, terminal, type, view } from "@skill-kit/core";

const notes = type({ "topic?": "string", "points?": "string[]" });

export default skill({
  name: "${name}",
  description: "Explain a topic in three key points and a short summary. Use when someone asks for a quick overview of a subject",
  entry: "ask-topic",
  resolveVersion: true,
  params: type({ audience: "string = 'a curious beginner'" }),
  stores: { notes },
})
  .step("ask-topic", {
    prompt: ({ act }) => act.askUser({ type: "open", question: "Which topic would you like an overview of?" }),
    response: type({ topic: "string > 0" }),
    save: ({ response }) => ({ notes: { topic: response.topic } }),
    next: "list-points",
  })
  .step("list-points", {
    prompt: ({ params, store }) => \`List the three most important points about \${store.notes.topic ?? "the topic"} for \${params.audience}, one sentence each.\`,
    response: type({ points: "string[] == 3" }),
    save: ({ response }) => ({ notes: { points: response.points } }),
    next: "summarise",
  })
  .step("summarise", {
    prompt: ({ store }) => [
      view("notes", kv({ topic: store.notes.topic, points: (store.notes.points ?? []).join("; ") })),
      "Show the user the points above, then reply with a summary of two sentences.",
    ],
    response: type({ summary: "string > 0" }),
    next: terminal,
  })
  .build();
`;
}

/** `src/skill.test.ts`: runs the workflow in process with a scripted model. */
export function skillTestSource(name: string): string {
  return `// Runs the workflow in process with a scripted model: no agent and no build needed.
import { mockModel, runSkill } from "@skill-kit/core/testing";
import { describe, expect, it } from "vitest";
import workflow from "./skill.js";

const points = ["Tides are caused mostly by the Moon.", "Most coasts get two high tides a day.", "The Sun makes tides stronger at new and full moon."];
const summary = "Tides are the sea rising and falling as the Moon and Sun pull on it. Most coasts see two a day.";

describe("${name}", () => {
  it("asks for a topic, lists three points and ends with a summary", async () => {
    const run = await runSkill(workflow, {
      model: mockModel({ "ask-topic": { topic: "tides" }, "list-points": { points }, summarise: { summary } }),
    });
    expect(run.path).toEqual(["ask-topic", "list-points", "summarise"]);
    expect(run.store["notes"]).toEqual({ topic: "tides", points });
    expect(run.response).toEqual({ summary });
  });

  it("writes the audience param into the prompt", async () => {
    const prompts: string[] = [];
    await runSkill(workflow, {
      params: { audience: "a ten-year-old" },
      model: mockModel({
        "ask-topic": { topic: "tides" },
        "list-points": (prompt: string) => {
          prompts.push(prompt);
          return { points };
        },
        summarise: { summary },
      }),
    });
    expect(prompts[0]).toContain("about tides for a ten-year-old");
  });
});
`;
}
