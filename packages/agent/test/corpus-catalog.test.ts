// The catalog over the shared corpus's 708 real skills (read in place): every budget honoured to the
// character, whole entries only, and every skill accounted for.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseSkillMd, type Skill } from "@skill-kit/loader";
import { escapeHtml } from "@skill-kit/loader/internal";
import { describe, expect, it } from "vitest";
import { corpusRoot, needsCorpus } from "../../../tooling/test-utils/src/corpus.js";
import { createSkillHost } from "../src/create-skill-host.js";

function corpusSkills(): Skill[] {
  const [header = "", ...rows] = readFileSync(join(corpusRoot, "INDEX.tsv"), "utf8").split("\n").filter(Boolean);
  const columns = header.split("\t");
  return rows.flatMap((row) => {
    const cells = row.split("\t");
    const at = (name: string): string => cells[columns.indexOf(name)] ?? "";
    const directory = join(corpusRoot, at("split"), at("repo"), at("skill_dir"));
    const parsed = parseSkillMd(readFileSync(join(directory, at("file")), "utf8"), { directory });
    return parsed.ok ? [parsed.skill] : [];
  });
}

/** Characters as the budget counts them: code points. */
const codePoints = (text: string): number => Array.from(text).length;

describe.skipIf(!needsCorpus("agent: catalog budget on the corpus"))("the catalog on the corpus", () => {
  const skills = corpusSkills();

  it("reads the corpus's skills", () => {
    expect(skills.length).toBeGreaterThanOrEqual(600);
  });

  for (const budget of [0, 200, 1_000, 4_000, 15_000, 16_000, 40_000, 1_000_000])
    it(`stays within ${String(budget)} characters and accounts for every skill`, async () => {
      const host = await createSkillHost({ source: skills, catalogBudget: budget });
      const catalog = host.catalog();
      const names = host.skills().map((item) => item.skill.name);
      expect(catalog.chars).toBe(codePoints(catalog.text));
      expect(catalog.chars).toBeLessThanOrEqual(budget);
      // Every skill is listed or left out, exactly once.
      const accounted = [...catalog.listed, ...catalog.leftOut.map((item) => item.name)];
      expect(accounted.toSorted()).toEqual(names.toSorted());
      // Whole entries only: every listed skill's name appears as a whole line, descriptions are never cut to fit.
      for (const name of catalog.listed) expect(catalog.text).toContain(`\n${name.replaceAll("&", "&amp;")}\n`);
      const fullEntries = catalog.listed.filter((name) => !catalog.nameOnly.includes(name));
      for (const name of fullEntries.filter((item) => !catalog.shortened.includes(item))) {
        const description = skills.find((item) => item.name === name)?.description ?? "";
        expect(catalog.text).toContain(`<description>\n${escapeHtml(description)}`);
      }
      const dropped = catalog.leftOut.find((item) => item.reason === "budget");
      if (dropped !== undefined) {
        // To the character: the first skill left out would not fit even by name (one line in <other_skills>).
        const wrapper = catalog.nameOnly.length === 0 ? "<other_skills>\n</other_skills>\n".length : 0;
        expect(catalog.chars + codePoints(escapeHtml(dropped.name)) + 1 + wrapper).toBeGreaterThan(budget);
      }
    });
});
