import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadSkills } from "./load-skills.js";
import { tempFolder } from "../../test/temp-folder.js";

describe("loadSkills", () => {
  it("resolves name clashes deterministically: earlier root first, then name order, with a warning", () => {
    const temp = tempFolder();
    temp.skill("project/b-folder", "name: shared\ndescription: project b");
    temp.skill("project/a-folder", "name: Shared\ndescription: project a");
    temp.skill("user/shared", "name: shared\ndescription: user");
    const result = loadSkills({
      roots: [
        { path: join(temp.path, "project"), scope: "project" },
        { path: join(temp.path, "user"), scope: "user" },
      ],
    });
    expect(result.skills.map((skill) => skill.description)).toEqual(["project a"]);
    expect(result.shadowed.map((item) => item.skill.description)).toEqual(["project b", "user"]);
    const clashes = result.diagnostics.filter((item) => item.rule === "name-clash");
    expect(clashes).toHaveLength(2);
    expect(clashes[0]?.message).toBe(
      `skill 'shared' at ${join(temp.path, "project/b-folder/SKILL.md")} is hidden by the skill 'Shared' at ${join(temp.path, "project/a-folder/SKILL.md")}, which comes first (earlier root, or earlier in name order within the root)`,
    );
  });

  it("reports every skipped folder with its reasons", () => {
    const temp = tempFolder();
    temp.skill("skills/good", "name: good\ndescription: x");
    temp.skill("skills/bad", "name: bad");
    const result = loadSkills({ roots: [{ path: join(temp.path, "skills"), scope: "project" }] });
    expect(result.skills.map((skill) => skill.name)).toEqual(["good"]);
    expect(result.skipped.map((item) => [item.directory, item.diagnostics.map((diagnostic) => diagnostic.rule)])).toEqual([
      [join(temp.path, "skills/bad"), ["description-missing"]],
    ]);
  });
});
