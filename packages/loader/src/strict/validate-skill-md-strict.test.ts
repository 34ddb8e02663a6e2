import { describe, expect, it } from "vitest";
import { validateSkillMdStrict } from "./validate-skill-md-strict.js";
import { toYamlValue } from "../reference-yaml/to-yaml-value.js";
import type { ReferenceValue } from "../python-text.js";

const messages = (text: string, directoryName = "demo"): string[] =>
  validateSkillMdStrict(text, { directoryName }).diagnostics.map((item) => item.message);

describe("validateSkillMdStrict", () => {
  it("accepts a minimal skill and reports its properties", () => {
    const result = validateSkillMdStrict("---\nname: demo\ndescription: Does things.\n---\nBody\n", { directoryName: "demo" });
    expect(result.valid).toBe(true);
    expect(result.properties).toEqual({ name: "demo", description: "Does things." });
  });

  it("needs '---' as the very first characters: no BOM, no blank line", () => {
    expect(messages("\uFEFF---\nname: demo\ndescription: x\n---\n")).toEqual(["SKILL.md must start with YAML frontmatter (---)"]);
    expect(messages("\n---\nname: demo\ndescription: x\n---\n")).toEqual(["SKILL.md must start with YAML frontmatter (---)"]);
    expect(messages("---\nname: demo\ndescription: x\n")).toEqual(["SKILL.md frontmatter not properly closed with ---"]);
  });

  it("splits at the second '---' anywhere, as the reference does", () => {
    const result = validateSkillMdStrict("---\nname: demo\ndescription: a---b\n---\n", { directoryName: "demo" });
    expect(result.valid).toBe(true);
    expect(result.properties?.description).toBe("a");
  });

  it("reads CRLF and lone CR line endings like Python's universal newlines", () => {
    expect(messages("---\r\nname: demo\r\ndescription: x\r\n---\r\n")).toEqual([]);
    expect(messages("---\rname: demo\rdescription: x\r---\r")).toEqual([]);
  });

  it("collects field errors in the reference order with its exact wording", () => {
    expect(
      messages("---\nname: Active Directory Attacks\ndescription: x\nversion: 1\nauthor: me\n---\n", "active-directory-attacks"),
    ).toEqual([
      "Unexpected fields in frontmatter: author, version. Only ['allowed-tools', 'compatibility', 'description', 'license', 'metadata', 'name'] are allowed.",
      "Skill name 'Active Directory Attacks' must be lowercase",
      "Skill name 'Active Directory Attacks' contains invalid characters. Only letters, digits, and hyphens are allowed.",
      "Directory name 'active-directory-attacks' must match skill name 'Active Directory Attacks'",
    ]);
    expect(messages("---\nname: -a--b-\ndescription: x\n---\n", "-a--b-")).toEqual([
      "Skill name cannot start or end with a hyphen",
      "Skill name cannot contain consecutive hyphens",
    ]);
    expect(messages("---\nlicense: MIT\n---\n")).toEqual([
      "Missing required field in frontmatter: name",
      "Missing required field in frontmatter: description",
    ]);
  });

  it("compares NFKC forms, counts code points, and accepts Unicode letters", () => {
    expect(messages("---\nname: ｃｏｍｍｉｔ\ndescription: x\n---\n", "commit")).toEqual([]);
    expect(messages("---\nname: a²\ndescription: x\n---\n", "a2")).toEqual([]);
    expect(messages("---\nname: 技能\ndescription: x\n---\n", "技能")).toEqual([]);
    expect(messages("---\nname: навык-тест\ndescription: x\n---\n", "навык-тест")).toEqual([]);
    expect(messages(`---\nname: demo\ndescription: ${"😀".repeat(1024)}\n---\n`)).toEqual([]);
    expect(messages(`---\nname: demo\ndescription: ${"😀".repeat(1025)}\n---\n`)).toEqual([
      "Description exceeds 1024 character limit (1025 chars)",
    ]);
  });

  it("checks compatibility only for type and length; an empty string passes", () => {
    expect(messages("---\nname: demo\ndescription: x\ncompatibility: ''\n---\n")).toEqual([]);
    expect(messages("---\nname: demo\ndescription: x\ncompatibility:\n- a\n---\n")).toEqual([
      "Field 'compatibility' must be a string",
    ]);
  });

  it("reports non-string or blank name and description", () => {
    expect(messages("---\nname:\n- demo\ndescription: '  '\n---\n")).toEqual([
      "Field 'name' must be a non-empty string",
      "Field 'description' must be a non-empty string",
    ]);
  });

  it("turns metadata values into Python str() text in properties", () => {
    const result = validateSkillMdStrict("---\nname: demo\ndescription: x\nmetadata:\n  v: 1.0\n  tags:\n  - a\n---\n", {
      directoryName: "demo",
    });
    expect(result.properties?.metadata).toEqual({ v: "1.0", tags: "['a']" });
  });

  it("requires a mapping and explains read-properties failures", () => {
    const result = validateSkillMdStrict("---\n- a\n---\n");
    expect(result.diagnostics.map((item) => item.message)).toEqual(["SKILL.md frontmatter must be a YAML mapping"]);
    expect(result.propertiesError).toBe("ParseError: SKILL.md frontmatter must be a YAML mapping");
    expect(validateSkillMdStrict("---\nname: demo\n---\n").propertiesError).toBe(
      "ValidationError: Missing required field in frontmatter: description",
    );
  });
});

describe("validateSkillMdStrict on hostile frontmatter", () => {
  it("refuses an alias bomb at its first anchor, as strictyaml does", () => {
    const lines = [
      'a0: &a0 ["lol","lol"]',
      ...Array.from({ length: 9 }, (_, level) => `a${level + 1}: &a${level + 1} [*a${level},*a${level}]`),
    ];
    const [first] = messages(`---\nname: demo\ndescription: x\n${lines.join("\n")}\n---\n`);
    expect(first?.split("\n")[0]).toBe("Invalid YAML in frontmatter: While scanning");
  });

  it("answers deep nesting and a huge frontmatter (timed in bench/validate.mjs, not here)", () => {
    const deep = Array.from({ length: 2000 }, (_, level) => `${" ".repeat(level)}k${level}:`).join("\n");
    expect(messages(`---\nname: demo\ndescription: x\nroot:\n${deep}\n---\n`)[0]).toContain(
      "nesting deeper than 256 levels is not supported",
    );
    const huge = Array.from({ length: 20_000 }, (_, index) => `k${index}: value ${index}`).join("\n");
    expect(messages(`---\nname: demo\ndescription: x\n${huge}\n---\n`)[0]).toMatch(
      /^Unexpected fields in frontmatter: k0, k1, k10,/,
    );
  });
});

describe("reference values as plain data", () => {
  it("keeps a `__proto__` key as an own field, as Object.fromEntries does", () => {
    const inner: ReferenceValue = new Map([["a", "b"]]);
    const value = toYamlValue(
      new Map<string, ReferenceValue>([
        ["__proto__", "x"],
        ["metadata", new Map([["__proto__", inner]])],
      ]),
    );
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.hasOwn(value as object, "__proto__")).toBe(true);
    expect(JSON.stringify(value)).toBe('{"__proto__":"x","metadata":{"__proto__":{"a":"b"}}}');
  });
});
