import { skill, terminal } from "@skill-kit/core";
import { describe, expect, it } from "vitest";
import { workflowContext } from "../workflow-context.js";
import { guardedToolNames, unknownToolNames } from "./unknown-tool-names.js";

describe("unknown-tool-names", () => {
  it("warns for a tool name no registry host has", () => {
    const typo = skill({ name: "typo", description: "Typo.", entry: "a" })
      .step("a", {
        prompt: ({ host }) => (host.toolsAvailable.includes("AskUserQuestions") ? "Ask with the tool." : "Ask in chat."),
        next: terminal,
      })
      .build();
    expect(unknownToolNames(workflowContext(typo))).toEqual([
      {
        rule: "unknown-tool-names",
        severity: "warning",
        step: "a",
        message: expect.stringContaining('"AskUserQuestions"') as unknown,
      },
    ]);
  });

  it("does not fire for tools the registry knows", () => {
    const known = skill({ name: "known", description: "Known.", entry: "a" })
      .step("a", {
        prompt: ({ host }) =>
          host.toolsAvailable.includes("AskUserQuestion") || host.toolsAvailable.includes("request_user_input")
            ? "Ask with the tool."
            : "Ask in chat.",
        next: terminal,
      })
      .build();
    expect(unknownToolNames(workflowContext(known))).toEqual([]);
  });

  it("reads single, double and backtick quotes", () => {
    expect(
      guardedToolNames(`h.toolsAvailable.includes('a') && h.toolsAvailable.includes("b") && h.toolsAvailable.includes(\`c\`)`),
    ).toEqual(["a", "b", "c"]);
  });
});
