import { describe, expect, it } from "vitest";
import { reference, skill, terminal } from "@skill-kit/core";
import { allowedTools, describe as withTriggers, frontmatter } from "./frontmatter.js";

const base = (extra: Record<string, unknown> = {}) =>
  skill({ name: "demo", entry: "a", description: "Demo things", ...extra })
    .step("a", { prompt: "x", next: terminal })
    .build();

describe("frontmatter", () => {
  it("78: allowed-tools starts with the run script, Read and the MCP tools; author tools last, de-duplicated", () => {
    expect(allowedTools(base({ allowedTools: ["Read", "Bash(git *)"] }))).toBe(
      "Bash(scripts/run *) Read mcp__demo__start mcp__demo__advance Bash(git *)",
    );
    expect(allowedTools(base({ allowedTools: "Grep Read" }))).toBe(
      "Bash(scripts/run *) Read mcp__demo__start mcp__demo__advance Grep",
    );
    const withTopic = skill({ name: "demo", entry: "a" })
      .step("a", { prompt: "x", next: "topic:t" })
      .topic("t", { label: "T", content: () => "c" })
      .build();
    expect(allowedTools(withTopic)).toBe(
      "Bash(scripts/run *) Read mcp__demo__start mcp__demo__advance mcp__demo__topic mcp__demo__topics",
    );
    const ref = reference({ name: "ref", description: "d" })
      .topic("t", { label: "T", content: () => "c" })
      .build();
    expect(allowedTools(ref)).toBe("Bash(scripts/run *) Read mcp__ref__topic mcp__ref__topics");
  });

  it("79: triggers are appended to the description", () => {
    expect(withTriggers(base({ triggers: ["a", "b"] }))).toBe("Demo things. Trigger keywords: a, b");
    expect(withTriggers(base({ description: "Ends.", triggers: ["a"] }))).toBe("Ends. Trigger keywords: a");
  });

  it("emits every extension field in order, JSON-quoted, and metadata.version only when given", () => {
    const text = frontmatter(
      base({
        argumentHint: "[file]",
        arguments: ["x", "y"],
        paths: "src/**",
        context: "fork",
        license: "MIT",
        compatibility: "Node 20",
        agent: "Plan",
        model: "inherit",
        effort: "low",
        disableModelInvocation: true,
        userInvocable: false,
      }),
      "1.2.3",
    );
    expect(text).toMatchInlineSnapshot(`
      "---
      name: demo
      description: "Demo things"
      metadata:
        version: "1.2.3"
      argument-hint: "[file]"
      arguments: ["x", "y"]
      allowed-tools: "Bash(scripts/run *) Read mcp__demo__start mcp__demo__advance"
      paths: "src/**"
      context: "fork"
      license: "MIT"
      compatibility: "Node 20"
      agent: "Plan"
      model: "inherit"
      effort: "low"
      disable-model-invocation: true
      user-invocable: false
      ---
      "
    `);
    expect(frontmatter(base(), undefined)).not.toContain("metadata");
  });
});
