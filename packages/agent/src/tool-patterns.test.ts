import { describe, expect, it } from "vitest";
import { callArgument, parseToolPattern, patternMatches, toolPolicy } from "./tool-patterns.js";
import type { ContextModifiers } from "./types.js";

const matches = (rule: string, tool: string, argument?: string): boolean =>
  patternMatches(parseToolPattern(rule), argument === undefined ? { tool } : { tool, argument });

describe("tool rules", () => {
  it("parses a tool, its argument and an MCP server", () => {
    expect(parseToolPattern(" Bash(git add *) ")).toEqual({ source: "Bash(git add *)", tool: "Bash", argument: "git add *" });
    expect(parseToolPattern("mcp__github__create_issue")).toEqual({
      source: "mcp__github__create_issue",
      tool: "mcp__github__create_issue",
      server: "github",
    });
    expect(parseToolPattern("Read()")).toEqual({ source: "Read()", tool: "Read" });
  });

  it("matches globs over the whole argument, and the legacy `:*` prefix at a word boundary", () => {
    expect(matches("Bash(git add *)", "Bash", "git add src/a.ts")).toBe(true);
    expect(matches("Bash(git add *)", "Bash", "git addendum")).toBe(false);
    expect(matches("Bash(git add *)", "Bash", "echo; git add x")).toBe(false);
    expect(matches("Bash(git add *)", "Bash")).toBe(false);
    expect(matches("Bash(npm run test:*)", "Bash", "npm run test --watch")).toBe(true);
    expect(matches("Bash(npm run test:*)", "Bash", "npm run test")).toBe(true);
    expect(matches("Bash(npm run test:*)", "Bash", "npm run testing")).toBe(false);
    expect(matches("Read(./src/**)", "Read", "./src/a/b.ts")).toBe(true);
    expect(matches("Read(./src/**)", "Read", "./etc/passwd")).toBe(false);
    expect(matches("Bash(a.b)", "Bash", "aXb")).toBe(false);
    expect(matches("Bash", "Bash", "rm -rf /")).toBe(true);
    expect(matches("Bash", "BashOutput")).toBe(false);
  });

  it("matches MCP tools by server, by glob and by full name", () => {
    expect(matches("mcp__github", "mcp__github__create_issue")).toBe(true);
    expect(matches("mcp__github", "mcp__githubx__create_issue")).toBe(false);
    expect(matches("mcp__github__*", "mcp__github__list")).toBe(true);
    expect(matches("mcp__github__create_issue", "mcp__github__create_issue")).toBe(true);
    expect(matches("mcp__github__create_issue", "mcp__github__delete_repo")).toBe(false);
  });

  it("decides deny over allow over ask across active skills", () => {
    const modifiers = (skill: string, allowed: string[], disallowed: string[]): ContextModifiers => ({
      skill,
      allowedTools: allowed.map(parseToolPattern),
      disallowedTools: disallowed.map(parseToolPattern),
      env: {},
    });
    const active = [modifiers("a", ["Bash"], []), modifiers("b", [], ["Bash(rm *)"])];
    expect(toolPolicy(active, { tool: "Bash", argument: "ls" })).toBe("allow");
    expect(toolPolicy(active, { tool: "Bash", argument: "rm -rf /" })).toBe("deny");
    expect(toolPolicy(active, { tool: "Write", argument: "a.txt" })).toBe("ask");
    expect(toolPolicy([], { tool: "Bash", argument: "ls" })).toBe("ask");
  });

  it("finds the argument rules match in a call's input", () => {
    expect(callArgument({ command: "git status", description: "x" })).toBe("git status");
    expect(callArgument({ file_path: "/a/b" })).toBe("/a/b");
    expect(callArgument({ url: "https://x" })).toBe("https://x");
    expect(callArgument({ count: 3 })).toBeUndefined();
    expect(callArgument("raw")).toBe("raw");
    expect(callArgument(null)).toBeUndefined();
  });
});
