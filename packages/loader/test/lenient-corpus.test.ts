// The lenient loader and every other entry point over the real corpus: everything with a description
// loads, and no file makes anything crash.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { corpusRoot, needsCorpus, readCorpusIndex, readSyntheticCases } from "./corpus.js";
import {
  buildCatalog,
  checkEligibility,
  listSkillResources,
  loadSkill,
  loadSkills,
  readSkillResource,
  renderSkillContent,
  ResourceError,
  type Skill,
} from "../src/index.js";

const hasDescription = (text: string): boolean => /^description:\s*\S/m.test(text.split(/^---\s*$/m)[1] ?? "");

describe.skipIf(!needsCorpus("lenient loader over the corpus"))("lenient loader over the corpus", () => {
  it("loads every corpus skill that has a description", () => {
    const skills = readCorpusIndex();
    const failures: string[] = [];
    let withDescription = 0;
    for (const entry of skills) {
      if (!hasDescription(readFileSync(join(entry.directory, entry.file), "utf8"))) continue;
      withDescription += 1;
      const result = loadSkill(entry.directory);
      if (!result.ok) failures.push(`${entry.directory}: ${result.diagnostics.map((item) => item.message).join("; ")}`);
    }
    console.info(
      `lenient corpus: loaded ${withDescription - failures.length}/${withDescription} skills with a description (of ${skills.length})`,
    );
    expect(failures).toEqual([]);
    expect(withDescription).toBe(skills.length);
  });

  it("loads every synthetic case except those without a description or frontmatter end", () => {
    const skipped = readSyntheticCases()
      .filter((item) => !loadSkill(item.directory).ok)
      .map((item) => item.case);
    expect(skipped).toEqual(["description-empty", "description-missing", "unclosed-frontmatter"]);
  });

  it("never crashes: discovery, catalog, activation, resources and eligibility over the whole corpus", async () => {
    const result = loadSkills({ roots: [], paths: [corpusRoot], maxDirectories: 5000 });
    const all: Skill[] = [...result.skills, ...result.shadowed.map((item) => item.skill)];
    expect(all.length).toBeGreaterThanOrEqual(readCorpusIndex().length);
    const catalog = buildCatalog(all, { maxChars: 8000 });
    expect(catalog.entries).toHaveLength(all.filter((skill) => skill.claudeCode.disableModelInvocation !== true).length);
    let files = 0;
    for (const skill of all) {
      await renderSkillContent(skill, { arguments: `one "two three"`, runCommand: (command) => `ran ${command.length}` });
      checkEligibility(skill.spec.metadata, { findBinary: () => undefined, env: {}, platform: "linux" });
      const directory = skill.directory ?? "";
      for (const file of listSkillResources(directory, { maxFiles: 10 }).files) {
        try {
          readSkillResource(directory, file, { maxBytes: 256 * 1024 });
          files += 1;
        } catch (error) {
          if (!(error instanceof ResourceError)) throw error;
        }
      }
    }
    expect(files).toBeGreaterThan(0);
  });
});
