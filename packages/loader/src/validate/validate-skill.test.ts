import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadSkill } from "../files/load-skill.js";
import { validateSkill } from "./validate-skill.js";
import { makeFifo, tempFolder } from "../../test/temp-folder.js";

const messages = (directory: string, mode: "strict" | "lenient" = "strict"): string[] =>
  validateSkill(directory, { mode }).diagnostics.map((item) => item.message);

describe("validateSkill", () => {
  it("reports a missing path, a file, and a folder without SKILL.md in the reference wording", () => {
    const temp = tempFolder();
    expect(messages(join(temp.path, "nope"))).toEqual([`Path does not exist: ${join(temp.path, "nope")}`]);
    expect(messages(temp.file("file.txt", "x"))).toEqual([`Not a directory: ${join(temp.path, "file.txt")}`]);
    expect(messages(temp.folder("empty"))).toEqual(["Missing required file: SKILL.md"]);
  });

  it("finds a lowercase skill.md, and prefers SKILL.md", () => {
    const temp = tempFolder();
    temp.file("lower/skill.md", "---\nname: lower\ndescription: x\n---\n");
    expect(validateSkill(join(temp.path, "lower")).valid).toBe(true);
    temp.file("both/SKILL.md", "---\nname: both\ndescription: upper\n---\n");
    temp.file("both/skill.md", "---\nname: both\ndescription: lower\n---\n");
    expect(validateSkill(join(temp.path, "both"), { mode: "lenient" }).skill?.description).toBe("upper");
  });

  it("checks the folder name in strict mode and warns in lenient mode", () => {
    const temp = tempFolder();
    const directory = temp.skill("other", "name: demo\ndescription: x");
    expect(messages(directory)).toEqual(["Directory name 'other' must match skill name 'demo'"]);
    const lenient = validateSkill(directory, { mode: "lenient" });
    expect(lenient.valid).toBe(true);
    expect(lenient.diagnostics.map((item) => item.rule)).toEqual(["name-directory-mismatch"]);
    expect(lenient.skill?.location).toBe(join(directory, "SKILL.md"));
  });

  it("refuses a SKILL.md that is a directory, too large, or not UTF-8", () => {
    const temp = tempFolder();
    temp.folder("dir/SKILL.md");
    expect(messages(join(temp.path, "dir"))).toEqual([
      `${join(temp.path, "dir", "SKILL.md")} is a directory; expected a regular SKILL.md file`,
    ]);
    temp.file("big/SKILL.md", `---\nname: big\ndescription: ${"x".repeat(5000)}\n---\n`);
    expect(validateSkill(join(temp.path, "big"), { maxFileBytes: 1000 }).diagnostics[0]?.message).toBe(
      `${join(temp.path, "big", "SKILL.md")} is 5032 bytes; the limit is 1000 bytes`,
    );
    temp.file("blank/SKILL.md", "");
    expect(messages(join(temp.path, "blank"))).toEqual(["SKILL.md must start with YAML frontmatter (---)"]);
    temp.file("latin/SKILL.md", Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0xe9, 0x0a]));
    expect(validateSkill(join(temp.path, "latin")).diagnostics[0]?.rule).toBe("not-utf8");
  });

  it("refuses a FIFO named SKILL.md without blocking", () => {
    const temp = tempFolder();
    if (!makeFifo(join(temp.folder("fifo"), "SKILL.md"))) return;
    expect(validateSkill(join(temp.path, "fifo")).diagnostics[0]?.message).toContain("is a FIFO");
  });

  it("loads one folder leniently with loadSkill", () => {
    const temp = tempFolder();
    const result = loadSkill(temp.skill("demo", "name: demo\ndescription: Demo skill."));
    expect(result.ok && result.skill.description).toBe("Demo skill.");
  });
});
