// Hostile SKILL.md frontmatter is bounded: alias bombs, huge documents and deep nesting get their
// own diagnostic quickly, and no frontmatter text makes the loader throw or hang.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadSkill, parseSkillMd } from "../../src/index.js";
import { validateSkillMdStrict } from "../../src/strict/index.js";
import { validateSkill } from "../../src/validate/index.js";
import { tempFolder } from "../temp-folder.js";

const stress = Number(process.env["SKILL_KIT_STRESS"] ?? "0");
const runs = (base: number): number => (Number.isFinite(stress) && stress > 0 ? base * Math.max(10, stress) : base);
const doc = (frontmatter: string, body = "Body.\n"): string => `---\n${frontmatter}\n---\n${body}`;

/** Both modes on one text, each timed; returns the lenient diagnostics' rules and the strict verdict. */
function both(text: string): { rules: string[]; strictValid: boolean; ms: number; lenientMs: number } {
  const started = performance.now();
  const lenient = parseSkillMd(text, { directoryName: "x" });
  const lenientMs = performance.now() - started;
  const strict = validateSkillMdStrict(text, { directoryName: "x" });
  return {
    rules: lenient.diagnostics.map((diagnostic) => diagnostic.rule),
    strictValid: strict.valid,
    ms: performance.now() - started,
    lenientMs,
  };
}

const aliasBomb = [
  "name: x",
  "description: d",
  'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
  ...["b", "c", "d", "e", "f", "g", "h", "i"].map(
    (key, index) => `${key}: &${key} [${Array.from({ length: 9 }, () => `*${"abcdefghi"[index] ?? "a"}`).join(",")}]`,
  ),
].join("\n");
const blockDeep = Array.from({ length: 10_000 }, (_, depth) => `${" ".repeat(depth)}k:`).join("\n");

describe("bounded frontmatter", () => {
  it.each([
    ["an alias bomb (9^9 nodes)", doc(aliasBomb), "yaml-alias-limit"],
    [
      "30,000 nested flow brackets",
      doc(`name: x\ndescription: d\nm: ${"[".repeat(30_000)}${"]".repeat(30_000)}`),
      "yaml-too-deep",
    ],
    [
      "10,000 nested flow maps",
      doc(`name: x\ndescription: d\nm: ${"{a: ".repeat(10_000)}1${"}".repeat(10_000)}`),
      "yaml-too-deep",
    ],
    [
      "block maps nested as deep as 64 KiB allows (about 340 levels)",
      doc(`name: x\ndescription: d\n${blockDeep.slice(0, 60_000)}`),
      "yaml-too-deep",
    ],
    ["a 5 MB frontmatter", doc(`name: x\ndescription: ${"y".repeat(5 * 1024 * 1024)}`), "frontmatter-too-large"],
    [
      "12,000 values",
      doc(`name: x\ndescription: d\nl: [${Array.from({ length: 12_000 }, () => 1).join(",")}]`),
      "yaml-too-large",
    ],
  ])("%s: its own diagnostic in both modes (times printed)", (_, text, rule) => {
    const result = both(text);
    expect(result.rules).toContain(rule);
    expect(result.strictValid).toBe(false);
    console.info(`[reliability] yaml ${rule}: lenient ${result.lenientMs.toFixed(0)} ms, both modes ${result.ms.toFixed(0)} ms`);
  });

  it("a 20 MB body under a small frontmatter loads (the body is not YAML)", () => {
    const result = both(doc("name: x\ndescription: d", "z".repeat(20 * 1024 * 1024)));
    expect(result.rules.filter((rule) => rule.startsWith("yaml") || rule.startsWith("frontmatter"))).toEqual([]);
    console.info(
      `[reliability] yaml 20 MB body: lenient ${result.lenientMs.toFixed(0)} ms, both modes ${result.ms.toFixed(0)} ms`,
    );
  });
});

const token = fc.constantFrom(
  "name: x\n",
  "description: d\n",
  "&a ",
  "*a ",
  "<<: *a\n",
  "[",
  "]",
  "{",
  "}",
  ",",
  ": ",
  "- ",
  "  ",
  "\t",
  "\n",
  "---\n",
  "...\n",
  "%YAML 1.2\n",
  "!!str ",
  "!tag ",
  "'",
  '"',
  "|\n",
  ">-\n",
  "#",
  "? ",
  "\\u0000",
  "\uFEFF",
  "\uD800",
  "__proto__: 1\n",
  "constructor:\n  prototype: {}\n",
);
const frontmatter = fc.oneof(
  fc.array(token, { maxLength: 60 }).map((tokens) => tokens.join("")),
  fc.string({ unit: "binary", maxLength: 200 }),
);

describe("random frontmatter", () => {
  it("parseSkillMd and validateSkillMdStrict never throw (the slowest is printed, not asserted)", () => {
    let slowest = 0;
    fc.assert(
      fc.property(frontmatter, (text) => {
        const result = both(doc(text));
        slowest = Math.max(slowest, result.ms);
        expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain("polluted");
      }),
      { numRuns: runs(400), seed: 20261122 },
    );
    console.info(`[reliability] yaml: ${runs(400)} random frontmatters, slowest ${slowest.toFixed(1)} ms`);
  });

  it("validateSkill and loadSkill on a folder never throw", () => {
    const folder = tempFolder();
    fc.assert(
      fc.property(frontmatter, (text) => {
        const dir = folder.skill("x", text);
        const strict = validateSkill(dir);
        const lenient = loadSkill(dir);
        expect(typeof strict.valid).toBe("boolean");
        expect(lenient.ok || lenient.diagnostics.length > 0).toBe(true);
      }),
      { numRuns: runs(100), seed: 20261122 },
    );
  });
});
