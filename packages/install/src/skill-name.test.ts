// The agentskills.io name rule, applied before a name becomes a folder.
import { describe, expect, it } from "vitest";
import { checkSkillName, isSkillName } from "./skill-name.js";

describe("isSkillName", () => {
  it("accepts lowercase letters, digits and single inner hyphens up to 64 characters", () => {
    for (const name of ["a", "pdf", "release-notes", "x1-2y", "a".repeat(64)]) expect(isSkillName(name), name).toBe(true);
  });

  it("refuses dots, slashes, upper case, edge or doubled hyphens, empty and long names", () => {
    const refused = [
      ".ssh",
      ".git",
      "..",
      ".",
      "deploy/scripts",
      "a\\b",
      "Deploy",
      "-a",
      "a-",
      "a--b",
      "",
      "a".repeat(65),
      "a b",
      "é",
      "a\0",
    ];
    for (const name of refused) expect(isSkillName(name), JSON.stringify(name)).toBe(false);
  });

  it("throws UNSAFE_PATH naming where the name came from", () => {
    expect(() => checkSkillName(".ssh", "skills-lock.json")).toThrow(/skills-lock\.json: refusing the skill name "\.ssh"/);
  });
});
