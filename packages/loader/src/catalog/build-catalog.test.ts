import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildCatalog, type CatalogSkill } from "./build-catalog.js";
import { escapedChars, escapeHtml } from "./escape-html.js";
import { catalogEntryChars, renderCatalogEntry } from "./render-available-skills.js";
import { codePointLength } from "../code-points.js";
import { InvalidOptionError } from "../loader-error.js";

const skills: CatalogSkill[] = Array.from({ length: 20 }, (_, index) => ({
  name: `skill-${index}`,
  description: `Skill number ${index}. ${"Long explanation. ".repeat(10)}`.trim(),
  location: `/skills/skill-${index}/SKILL.md`,
}));

describe("buildCatalog", () => {
  it("lists everything in full without a budget, and nothing at all for no skills", () => {
    const result = buildCatalog(skills);
    expect(result.entries.every((entry) => entry.status === "full")).toBe(true);
    expect(result.text.startsWith("<available_skills>\n<skill>\n<name>\nskill-0\n")).toBe(true);
    expect(buildCatalog([]).text).toBe("");
  });

  it("shortens descriptions first to fit the budget", () => {
    const full = buildCatalog(skills).chars;
    const result = buildCatalog(skills, { maxChars: full - 500 });
    expect(result.chars).toBeLessThanOrEqual(full - 500);
    expect(result.nameOnly).toEqual([]);
    expect(result.shortened).toEqual(skills.map((skill) => skill.name));
    expect(result.text).toContain("…");
  });

  it("then lists the last skills by name only, never hiding one", () => {
    const result = buildCatalog(skills, { maxChars: 1500, minEntryChars: 40 });
    expect(result.chars).toBeLessThanOrEqual(1500);
    expect(result.nameOnly.length).toBeGreaterThan(0);
    expect(result.nameOnly).toEqual(skills.slice(20 - result.nameOnly.length).map((skill) => skill.name));
    expect(result.text).toContain(`<other_skills>\n${result.nameOnly.join("\n")}\n</other_skills>`);
    for (const skill of skills) expect(result.text).toContain(skill.name);
    expect(result.overBudget).toBe(false);
  });

  it("says when even the names do not fit, and still lists them", () => {
    const result = buildCatalog(skills, { maxChars: 100 });
    expect(result.overBudget).toBe(true);
    expect(result.nameOnly).toHaveLength(20);
    expect(result.diagnostics.map((item) => item.rule)).toEqual(["catalog-over-budget"]);
  });

  it("lists thousands of skills by name only at once when the names alone exceed the budget", () => {
    const many = Array.from({ length: 10_000 }, (_, index) => ({ name: `skill-${index}`, description: "A skill. ".repeat(20) }));
    const result = buildCatalog(many, { maxChars: 8000 });
    expect(result.overBudget).toBe(true);
    expect(result.nameOnly).toHaveLength(10_000);
    expect(result.text).not.toContain("<skill>");
    expect(result.text.endsWith("skill-9999\n</other_skills>\n</available_skills>")).toBe(true);
  });

  it("caps each entry, appends when_to_use, drops locations on request", () => {
    const result = buildCatalog(
      [
        { name: "a", description: "Alpha.", claudeCode: { whenToUse: "When asked about alpha." } },
        { name: "b", description: "b".repeat(100) },
      ],
      { maxEntryChars: 50, includeLocation: false },
    );
    expect(result.text).toContain("<description>\nAlpha.\nWhen asked about alpha.\n</description>");
    expect(result.text).toContain(`<description>\n${"b".repeat(49)}…\n</description>`);
    expect(result.shortened).toEqual(["b"]);
    expect(result.text).not.toContain("<location>");
  });

  it("leaves out skills only the user may invoke, and reports them", () => {
    const result = buildCatalog([
      skills[0] as CatalogSkill,
      { name: "manual", description: "x", claudeCode: { disableModelInvocation: true } },
    ]);
    expect(result.excluded).toEqual(["manual"]);
    expect(result.text).not.toContain("manual");
    expect(
      buildCatalog([{ name: "manual", description: "x", claudeCode: { disableModelInvocation: true } }], {
        includeDisabled: true,
      }).text,
    ).toContain("manual");
  });

  it("counts code points, not UTF-16 units", () => {
    const emoji = [{ name: "e", description: "😀".repeat(100) }];
    const result = buildCatalog(emoji, { maxEntryChars: 10 });
    expect(result.text).toContain(`${"😀".repeat(9)}…`);
    expect(result.chars).toBe(codePointLength(result.text));
  });
});

describe("buildCatalog options", () => {
  it("throws InvalidOptionError for a limit that cannot work", () => {
    expect(() => buildCatalog(skills, { maxChars: -1 })).toThrow(InvalidOptionError);
    expect(() => buildCatalog(skills, { maxEntryChars: 0 })).toThrow(
      "option 'maxEntryChars' must be a number of at least 1; got 0",
    );
  });
});

describe("catalog sizes", () => {
  const text = fc
    .array(fc.constantFrom("a", "é", "😀", "\ud83d", "\ude00", "&", "<", ">", '"', "'", " ", "\n", "…", "x".repeat(70)), {
      maxLength: 40,
    })
    .map((pieces) => pieces.join(""));
  const skill = fc
    .record({ name: text, description: text, location: fc.option(text, { nil: undefined }) })
    .map(({ location, ...rest }) => (location === undefined ? rest : { ...rest, location }));

  it("counts an entry's characters without rendering it", () => {
    fc.assert(
      fc.property(text, skill, (raw, entry) => {
        expect(escapedChars(raw)).toBe(codePointLength(escapeHtml(raw)));
        expect(catalogEntryChars(entry)).toBe(codePointLength(renderCatalogEntry(entry)));
      }),
      { numRuns: 2000 },
    );
  });

  it("reports the length of the text it built, within the budget unless even the names exceed it", () => {
    fc.assert(
      fc.property(
        fc.array(skill, { maxLength: 12 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 1, max: 300 }),
        (items, budget, maxEntryChars) => {
          const result = buildCatalog(items, { maxChars: budget, maxEntryChars, minEntryChars: 20 });
          expect(result.chars).toBe(codePointLength(result.text));
          if (!result.overBudget) expect(result.chars).toBeLessThanOrEqual(budget);
          expect(result.fullChars).toBe(buildCatalog(items, { maxEntryChars }).chars);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
