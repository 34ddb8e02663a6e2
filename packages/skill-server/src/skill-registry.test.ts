import { describe, expect, it } from "vitest";
import { parseSkillMd } from "@skill-kit/loader";
import type { ServedSkill } from "./load-served-skills.js";
import { skillNameSchema } from "./skill-name-schema.js";
import { SkillRegistry } from "./skill-registry.js";

function served(name: string, workflow = false, directory = `/skills/${name}`): ServedSkill {
  const parsed = parseSkillMd(`---\nname: ${name}\ndescription: The ${name} skill.\n---\n\nDo it.\n`);
  if (!parsed.ok) throw new Error(`fixture ${name} did not parse`);
  return { skill: parsed.skill, directory, workflow };
}

describe("SkillRegistry", () => {
  const registry = new SkillRegistry([served("pdf-tools"), served("g2k", true)]);

  it("finds a skill by its exact name, else by the host rule (NFKC, any case)", () => {
    expect(registry.find("pdf-tools")?.directory).toBe("/skills/pdf-tools");
    expect(registry.find("PDF-Tools")?.directory).toBe("/skills/pdf-tools");
    expect(registry.find("nope")).toBeUndefined();
    expect(registry.workflows.map((item) => item.skill.name)).toEqual(["g2k"]);
  });

  it("answers an unknown name, or one outside the list asked about, with what is available", () => {
    expect(registry.lookup("nope")).toBe('unknown skill "nope"; available: pdf-tools, g2k');
    expect(registry.lookup("pdf-tools", registry.workflows)).toBe('unknown skill "pdf-tools"; available: g2k');
    expect(registry.lookup("x", [])).toBe('unknown skill "x"; available: none');
    const many = new SkillRegistry(Array.from({ length: 25 }, (_, index) => served(`s${String(index)}`)));
    expect(many.lookup("x")).toMatch(/available: s0, s1, .*, s19, … \(25 in all\)$/);
  });
});

describe("SkillRegistry publication", () => {
  const outer = served("outer");
  const inner = served("inner", false, "/skills/outer/refs/inner");
  const innermost = served("deep", false, "/skills/outer/refs/inner/deep");
  const registry = new SkillRegistry([outer, inner, innermost, served("other")]);

  it("publishes a nested skill under the outermost enclosing skill's tree", () => {
    expect(registry.uriOf(inner)).toBe("skill://outer/refs/inner/SKILL.md");
    expect(registry.uriOf(innermost, "a b.md")).toBe("skill://outer/refs/inner/deep/a%20b.md");
    expect(registry.trees.map((item) => item.skill.name)).toEqual(["outer", "other"]);
    expect(registry.atManifest("skill://outer/refs/inner/SKILL.md")).toBe(inner);
  });

  it("resolves URIs into top-level trees only", () => {
    expect(registry.resolve(new URL("skill://outer/refs/inner/x.md"))).toEqual({ tree: outer, path: "refs/inner/x.md" });
    expect(registry.resolve(new URL("skill://inner/SKILL.md"))).toBeUndefined();
    expect(registry.atManifest("skill://inner/SKILL.md")).toBeUndefined();
  });
});

describe("skillNameSchema", () => {
  it("is an enum of the names up to 100 of them, plain text past that or with none", () => {
    expect(skillNameSchema(["a", "b"], "name").safeParse("c").success).toBe(false);
    expect(skillNameSchema(["a", "b"], "name").safeParse("b").success).toBe(true);
    const names = Array.from({ length: 101 }, (_, index) => `s${String(index)}`);
    expect(skillNameSchema(names, "name").safeParse("anything").success).toBe(true);
    expect(skillNameSchema([], "name").safeParse("anything").success).toBe(true);
  });
});
