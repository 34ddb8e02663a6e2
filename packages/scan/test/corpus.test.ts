// The SKILL.md corpus (read in place): skills known to be benign get no error-level finding.
// Known benign: every skill from anthropics/skills and openai/skills (vendors' own published skills).
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { corpusRoot, needsCorpus } from "../../../tooling/test-utils/src/corpus.js";
import { findSkillFolders, readSkillContents } from "../src/read-skill-contents.js";
import { scanSkill } from "../src/scan-skill.js";

const benignRepositories = ["anthropics__skills", "openai__skills"];

describe.skipIf(!needsCorpus("scan: benign corpus skills"))("scan on the corpus's known-benign skills", () => {
  for (const repository of benignRepositories)
    it(`finds no error in any skill of ${repository}`, () => {
      const folders = findSkillFolders(join(corpusRoot, "visible", repository), 12);
      expect(folders.length).toBeGreaterThanOrEqual(10);
      const errors = folders.flatMap((folder) =>
        scanSkill(readSkillContents(folder))
          .filter((finding) => finding.level === "error")
          .map((finding) => `${finding.rule} ${folder}/${finding.path}: ${finding.message}`),
      );
      expect(errors).toEqual([]);
    });
});
