import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { listSkillResources } from "./list-skill-resources.js";
import { tempFolder } from "../../test/temp-folder.js";

describe("listSkillResources", () => {
  it("lists files breadth-first in name order, without SKILL.md, .git or node_modules", () => {
    const temp = tempFolder();
    const directory = temp.skill("demo", "name: demo\ndescription: x");
    temp.file("demo/scripts/run.sh", "echo");
    temp.file("demo/LICENSE.txt", "MIT");
    temp.file("demo/references/deep/more.md", "x");
    temp.file("demo/.git/config", "x");
    temp.file("demo/node_modules/x/index.js", "x");
    expect(listSkillResources(directory)).toEqual({
      files: ["LICENSE.txt", "scripts/run.sh", "references/deep/more.md"],
      truncated: false,
    });
  });

  it("is bounded in files and depth", () => {
    const temp = tempFolder();
    const directory = temp.skill("demo", "name: demo\ndescription: x");
    for (let index = 0; index < 5; index += 1) temp.file(`demo/f${index}.md`, "x");
    temp.file("demo/a/b/c.md", "x");
    expect(listSkillResources(directory, { maxFiles: 3 })).toEqual({ files: ["f0.md", "f1.md", "f2.md"], truncated: true });
    expect(listSkillResources(directory, { maxDepth: 1 }).truncated).toBe(true);
  });

  it("lists links only when they stay inside the skill, and survives loops", () => {
    const temp = tempFolder();
    const directory = temp.skill("demo", "name: demo\ndescription: x");
    temp.file("outside.md", "x");
    temp.file("demo/docs/guide.md", "x");
    temp.link(join(temp.path, "outside.md"), "demo/out.md");
    temp.link(join(directory, "docs/guide.md"), "demo/alias.md");
    temp.link(directory, "demo/docs/loop");
    expect(listSkillResources(directory).files).toEqual(["alias.md", "docs/guide.md"]);
  });
});
