import { skill, terminal, type } from "@skill-kit/core";
import { describe, expect, it } from "vitest";
import { skillMd } from "./skill-md.js";

describe("the steps list of a workflow SKILL.md", () => {
  it("says what each step asks: its prompt, (dynamic) for a function, and that a prompt-less step runs on its own", () => {
    const definition = skill({ name: "steps", description: "Shows every kind of step", entry: "ask" })
      .step("ask", { prompt: "Ask for a topic.", response: type({ topic: "string" }), next: "save" })
      .step("save", { next: "greet" })
      .step("greet", { prompt: ({ store }) => `Greet about ${store.steps.ask.topic}.`, next: terminal })
      .build();
    const markdown = skillMd({ definition, version: undefined, protocol: "session" });
    expect(markdown).toContain("- **ask**: Ask for a topic.");
    expect(markdown).toContain("- **save**: (no prompt: runs on its own)");
    expect(markdown).toContain("- **greet**: (dynamic)");
  });
});
