import { describe, expect, it } from "vitest";
import { skillFileIn } from "./skill-file.js";

const names = (...list: string[]): { name: string }[] => list.map((name) => ({ name }));

describe("skillFileIn", () => {
  it("names SKILL.md, else skill.md, else nothing", () => {
    expect(skillFileIn(names("README.md", "skill.md", "SKILL.md"))).toBe("SKILL.md");
    expect(skillFileIn(names("skill.md", "scripts"))).toBe("skill.md");
    expect(skillFileIn(names("Skill.md", "SKILL.MD", "README.md"))).toBeUndefined();
  });
});
