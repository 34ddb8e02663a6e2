import { describe, expect, it } from "vitest";
import { parseSkillMd, type ParseSkillResult } from "./parse-skill-md.js";

function loaded(result: ParseSkillResult) {
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return result;
}

const rules = (result: ParseSkillResult): string[] => result.diagnostics.map((item) => `${item.severity}:${item.rule}`);

describe("parseSkillMd (lenient)", () => {
  it("loads a skill with trimmed fields and the body", () => {
    const { skill, diagnostics } = loaded(
      parseSkillMd("---\nname: demo\ndescription: >\n  Does things.\n---\n\n# Demo\n", { directoryName: "demo" }),
    );
    expect(skill).toMatchObject({ name: "demo", description: "Does things.", body: "# Demo" });
    expect(diagnostics).toEqual([]);
  });

  it("tolerates a BOM, CRLF and blank lines before the frontmatter, with warnings", () => {
    const result = loaded(
      parseSkillMd("\uFEFF\r\n---\r\nname: demo\r\ndescription: x\r\n---\r\nBody\r\n", { directoryName: "demo" }),
    );
    expect(result.skill.body).toBe("Body");
    expect(rules(result)).toEqual(["warning:byte-order-mark", "warning:frontmatter-leading-blank-lines"]);
  });

  it("closes the frontmatter only at a delimiter line, so '---' inside a value is kept", () => {
    expect(loaded(parseSkillMd("---\nname: demo\ndescription: a --- b\n---\n")).skill.description).toBe("a --- b");
  });

  it("skips a file without frontmatter or with an unclosed one", () => {
    expect(rules(parseSkillMd("# Just markdown\n"))).toEqual(["error:frontmatter-missing"]);
    expect(rules(parseSkillMd("---\nname: demo\ndescription: x\n"))).toEqual(["error:frontmatter-unclosed"]);
    expect(rules(parseSkillMd(""))).toEqual(["error:frontmatter-missing"]);
  });

  it("repairs unquoted colons once and says so", () => {
    const result = loaded(
      parseSkillMd("---\nname: demo\ndescription: Use when: the user asks\n  for a demo.\n---\n", { directoryName: "demo" }),
    );
    expect(result.skill.description).toBe("Use when: the user asks for a demo.");
    expect(result.diagnostics[0]?.message).toMatch(
      /^frontmatter is not valid YAML at line 3, column \d+ .*quoted the value on line 3$/,
    );
  });

  it("skips hopeless YAML with the first error and its file line", () => {
    const result = parseSkillMd('---\nname: demo\ndescription: x\n"unterminated\n---\n', { location: "/x/SKILL.md" });
    expect(rules(result)).toEqual(["error:yaml-invalid"]);
    expect(result.diagnostics[0]?.message).toMatch(/^frontmatter is not valid YAML at line \d+, column \d+: /);
    expect(result.diagnostics[0]?.path).toBe("/x/SKILL.md");
  });

  it("skips a skill without a description, but falls back to the folder name without a name", () => {
    expect(rules(parseSkillMd("---\nname: demo\n---\n"))).toEqual(["error:description-missing"]);
    expect(rules(parseSkillMd("---\nname: demo\ndescription: ''\n---\n"))).toEqual(["error:description-empty"]);
    const result = loaded(parseSkillMd("---\ndescription: x\n---\n", { directoryName: "folder" }));
    expect(result.skill.name).toBe("folder");
    expect(rules(result)).toEqual(["warning:name-missing"]);
  });

  it("warns on name rules, name/folder mismatch, lengths and unknown fields", () => {
    const text = `---\nname: My Skill\ndescription: ${"d".repeat(1025)}\ncompatibility: ${"c".repeat(501)}\nrequires: x\n---\n`;
    expect(rules(parseSkillMd(text, { directoryName: "my-skill" }))).toEqual([
      "warning:name-not-lowercase",
      "warning:name-invalid-characters",
      "warning:name-directory-mismatch",
      "warning:description-too-long",
      "warning:compatibility-too-long",
      "warning:unknown-field",
    ]);
  });

  it("keeps spec fields, Claude Code fields and unknown fields apart and typed", () => {
    const text = [
      "---",
      "name: demo",
      "description: x",
      "license: MIT",
      "metadata:",
      "  version: 1.0",
      "allowed-tools: Bash(git add *), Read",
      "argument-hint: [issue-number]",
      "arguments: issue priority",
      "disable-model-invocation: Yes",
      "user-invocable: off",
      "effort: HIGH",
      "context: fork",
      "paths: src/**, lib/**",
      "hooks:",
      "  PreToolUse: []",
      "when_to_use: When asked.",
      "category: tools",
      "---",
    ].join("\n");
    const { skill } = loaded(parseSkillMd(text, { directoryName: "demo" }));
    expect(skill.spec).toEqual({
      name: "demo",
      description: "x",
      license: "MIT",
      metadata: { version: "1.0" },
      allowedTools: "Bash(git add *), Read",
    });
    expect(skill.claudeCode).toEqual({
      whenToUse: "When asked.",
      argumentHint: "[issue-number]",
      arguments: ["issue", "priority"],
      disableModelInvocation: true,
      userInvocable: false,
      allowedTools: ["Bash(git add *)", "Read"],
      effort: "high",
      context: "fork",
      hooks: { PreToolUse: [] },
      paths: ["src/**", "lib/**"],
    });
    expect(skill.unknownFields).toEqual({ category: "tools" });
  });

  it("reads allowed-tools in all three forms", () => {
    for (const form of ["Read Grep", "Read, Grep", "\n  - Read\n  - Grep"]) {
      expect(
        loaded(parseSkillMd(`---\nname: demo\ndescription: x\nallowed-tools: ${form}\n---\n`)).skill.claudeCode.allowedTools,
      ).toEqual(["Read", "Grep"]);
    }
  });

  it("warns on Claude Code fields of the wrong type and ignores them", () => {
    const result = loaded(
      parseSkillMd("---\nname: demo\ndescription: x\neffort: extreme\nuser-invocable: maybe\n---\n", { directoryName: "demo" }),
    );
    expect(result.skill.claudeCode).toEqual({});
    expect(result.diagnostics.map((item) => item.message)).toEqual([
      "frontmatter field 'user-invocable' must be a boolean (true/false, yes/no, on/off, 1/0); found 'maybe', so it was ignored",
      "frontmatter field 'effort' must be one of low, medium, high, xhigh, max; found 'extreme', so it was ignored",
    ]);
  });

  it("warns on duplicate keys and uses the last value", () => {
    const result = loaded(parseSkillMd("---\nname: a\ndescription: x\nname: demo\n---\n", { directoryName: "demo" }));
    expect(result.skill.name).toBe("demo");
    expect(result.diagnostics.map((item) => item.message)).toEqual([
      "frontmatter at line 4, column 1: duplicate key 'name'; the last value is used",
    ]);
  });

  it("requires a mapping", () => {
    expect(rules(parseSkillMd("---\n- a\n---\n"))).toEqual(["error:frontmatter-not-mapping"]);
  });
});

describe("parseSkillMd limits (hostile frontmatter)", () => {
  it("answers a billion-laughs alias bomb with a clear error, without expanding it", () => {
    const lines = ['a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let level = 1; level < 10; level += 1)
      lines.push(`a${level}: &a${level} [${Array.from({ length: 9 }, () => `*a${level - 1}`).join(",")}]`);
    // 9^9 nodes if expanded: the alias limit's own diagnostic shows it stopped long before.
    const result = parseSkillMd(`---\nname: demo\ndescription: x\n${lines.join("\n")}\n---\n`);
    expect(rules(result)).toEqual(["error:yaml-alias-limit"]);
    expect(result.diagnostics[0]?.message).toContain("more than 100 alias references");
  });

  it("refuses deep nesting before parsing", () => {
    const flow = parseSkillMd(`---\nname: demo\ndescription: x\nbomb: ${"[".repeat(30_000)}${"]".repeat(30_000)}\n---\n`);
    const block = parseSkillMd(
      `---\nname: demo\ndescription: x\nbomb:\n${Array.from({ length: 200 }, (_, level) => `${" ".repeat(level + 1)}k${level}:`).join("\n")}\n---\n`,
    );
    expect(rules(flow)).toEqual(["error:yaml-too-deep"]);
    expect(rules(block)).toEqual(["error:yaml-too-deep"]);
  });

  it("refuses a huge frontmatter without parsing it", () => {
    const result = parseSkillMd(`---\nname: demo\ndescription: ${"x".repeat(70_000)}\n---\n`);
    expect(rules(result)).toEqual(["error:frontmatter-too-large"]);
    expect(result.diagnostics[0]?.message).toMatch(/^frontmatter is \d+ characters; the limit is 65536$/);
  });

  it("bounds the number of values", () => {
    const many = Array.from({ length: 20 }, (_, index) => `k${index}: [${Array.from({ length: 60 }, () => "v").join(",")}]`).join(
      "\n",
    );
    const result = parseSkillMd(`---\nname: demo\ndescription: x\n${many}\n---\n`, { maxYamlNodes: 500 });
    expect(rules(result)).toEqual(["error:yaml-too-large"]);
    expect(result.diagnostics[0]?.message).toContain("more than 500 values");
  });
});
