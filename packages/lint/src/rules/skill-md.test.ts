import { skill, terminal } from "@skill-kit/core";
import { describe, expect, it } from "vitest";
import { frontmatterText, generatedDescription, skillMd } from "./skill-md.js";

const named = (name: string, description: string, triggers: readonly string[] = []) =>
  skill({ name, description, triggers, entry: "a" }).step("a", { prompt: "A", next: terminal }).build();

describe("skill-md", () => {
  it("does not fire for a valid name and description", () => {
    expect(skillMd(named("profile-interview", "Interview the user.", ["profile", "card"]))).toEqual([]);
  });

  it("is an error for a name the strict check refuses", () => {
    const found = skillMd(named("Bad--Name-", "Fine."));
    expect(found.map((diagnostic) => [diagnostic.rule, diagnostic.severity])).toEqual([
      ["skill-md", "error"],
      ["skill-md", "error"],
      ["skill-md", "error"],
    ]);
    expect(found.map((diagnostic) => diagnostic.message).join("\n")).toMatch(/lowercase[\s\S]*hyphen[\s\S]*consecutive/);
  });

  it("is an error for a name over 64 characters", () => {
    expect(skillMd(named("a".repeat(65), "Fine."))).toMatchObject([
      { message: expect.stringContaining("exceeds 64 character limit") as unknown },
    ]);
  });

  it("is an error for an empty description", () => {
    expect(skillMd(named("empty", ""))).toMatchObject([{ message: expect.stringContaining("non-empty") as unknown }]);
  });

  it("counts the trigger suffix toward the 1024 code point limit", () => {
    const description = "é".repeat(1000);
    expect(skillMd(named("long", description))).toEqual([]);
    expect(skillMd(named("long", description, ["alpha", "beta"]))).toMatchObject([
      { message: expect.stringContaining("1024") as unknown },
    ]);
  });

  it("appends trigger keywords the way the build does", () => {
    expect(generatedDescription({ description: "Does things.", triggers: ["a", "b"] })).toBe(
      "Does things. Trigger keywords: a, b",
    );
    expect(generatedDescription({ description: "Does things", triggers: ["a"] })).toBe("Does things. Trigger keywords: a");
    expect(frontmatterText({ name: "x", description: 'Say "hi"', triggers: [] })).toBe(
      '---\nname: x\ndescription: "Say \\"hi\\""\n---\n',
    );
  });
});
