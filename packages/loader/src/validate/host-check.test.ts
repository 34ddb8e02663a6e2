import { join, relative } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { firstParagraph } from "./claude-code-fallback.js";
import type { HostProfile } from "./skill-check.js";
import { validateSkills } from "./validate-skills.js";
import { tempFolder, type TempFolder } from "../../test/temp-folder.js";

const ok = (name: string, description = `Does ${name} things.`): string => `name: ${name}\ndescription: ${description}`;

describe("host profiles", () => {
  let temp: TempFolder;
  const verdicts = async (
    profile: HostProfile,
  ): Promise<
    Map<
      string,
      {
        readonly name: string | null;
        readonly valid: boolean;
        readonly errors: readonly string[];
        readonly warnings: readonly string[];
      }
    >
  > => {
    const report = await validateSkills([join(temp.path, "skills")], { mode: "lenient", profile });
    return new Map(report.skills.map((skill) => [relative(temp.path, skill.dir), skill]));
  };
  beforeEach(() => {
    temp = tempFolder();
    temp.file("skills/no-frontmatter/SKILL.md", "# Notes\n\nSummarise the notes the user pastes.\n");
    temp.file("skills/no-body/SKILL.md", "---\nname: no-body\n---\n");
    temp.skill("skills/colon", "name: colon\ndescription: Use it: always");
    temp.skill("skills/dupkey", `${ok("dupkey")}\ndescription: Twice.`);
    temp.skill("skills/no-name", "description: Has no name.");
    temp.skill("skills/.hidden", ok(".hidden"));
    temp.skill("skills/long", ok("long", `Long ${"word ".repeat(220)}`.trim()));
    temp.skill("skills/odd-name", ok('"odd:name"'));
    temp.skill("skills/group/inner", ok("inner"));
    temp.file("skills/lower/skill.md", "---\nname: lower\ndescription: Lowercase file name.\n---\n");
  });

  it("claude-code lists a skill without usable frontmatter by folder name and first paragraph", async () => {
    const skills = await verdicts("claude-code");
    expect(skills.get("skills/no-frontmatter")).toMatchObject({ name: "no-frontmatter", valid: true });
    expect(skills.get("skills/no-frontmatter")?.warnings).toContain(
      "Claude Code lists this skill as 'no-frontmatter' with the first paragraph of its body as the description",
    );
    expect(skills.get("skills/no-body")).toMatchObject({
      valid: false,
      errors: ["there is no description, and the body has no paragraph Claude Code could list instead"],
    });
    expect(skills.get("skills/colon")?.valid).toBe(true);
    expect(skills.get("skills/lower")?.errors).toEqual([
      "the file is named 'skill.md'; claude-code looks for 'SKILL.md' (exact case on case-sensitive file systems)",
    ]);
  });

  it("codex refuses repaired YAML, duplicate keys, long fields and dot folders", async () => {
    const skills = await verdicts("codex");
    expect(skills.get("skills/colon")?.valid).toBe(false);
    expect(skills.get("skills/dupkey")?.errors).toEqual([
      expect.stringMatching(
        /^frontmatter at line 4, column 1: duplicate key 'description'.*serde_yaml, which refuses duplicate keys$/,
      ),
    ]);
    expect(skills.get("skills/.hidden")?.errors).toEqual(["the folder name '.hidden' starts with '.'; Codex skips such folders"]);
    expect(skills.get("skills/long")?.errors).toEqual([
      "description is 1104 characters on one line; Codex refuses descriptions over 1024",
    ]);
    expect(skills.get("skills/no-name")).toMatchObject({ name: "no-name", valid: true });
    expect(skills.get("skills/no-frontmatter")?.valid).toBe(false);
  });

  it("gemini-cli warns about deep folders and the name characters it replaces", async () => {
    const skills = await verdicts("gemini-cli");
    expect(skills.get("skills/group/inner")?.warnings).toEqual([
      "the skill folder is 2 levels below the path given; gemini-cli only finds <skills folder>/SKILL.md and <skills folder>/*/SKILL.md",
    ]);
    expect(skills.get("skills/odd-name")?.warnings).toContain(
      `gemini-cli replaces : \\ / < > * ? " | in names with '-': it lists this skill as 'odd-name'`,
    );
    expect(skills.get("skills/lower")?.valid).toBe(false);
  });

  it("opencode needs a name in the frontmatter", async () => {
    const skills = await verdicts("opencode");
    expect(skills.get("skills/no-name")?.errors).toEqual([
      "frontmatter has no usable 'name'; the folder name 'no-name' is used instead; OpenCode needs a text 'name' and does not fall back to the folder name",
    ]);
    expect(skills.get("skills/dupkey")?.valid).toBe(true);
  });
});

describe("firstParagraph", () => {
  it("skips headings and blank paragraphs and joins the lines of the first paragraph", () => {
    expect(firstParagraph("# Title\n\n## Sub\n\nFirst line\n  second line\n\nLater.")).toBe("First line second line");
    expect(firstParagraph("# Only a heading\n")).toBe("");
  });
});
