import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { discoverSkills } from "./discover-skills.js";
import type { SkillRoot } from "./skill-roots.js";
import { tempFolder } from "../../test/temp-folder.js";

const root = (path: string, scope: SkillRoot["scope"] = "project"): SkillRoot => ({ path, scope });

function found(paths: readonly string[], base: string): string[] {
  return paths.map((path) => path.slice(base.length + 1));
}

describe("discoverSkills", () => {
  it("finds skills breadth-first in name order, nested ones too, skipping .git and node_modules", () => {
    const temp = tempFolder();
    temp.skill("skills/b", "name: b\ndescription: x");
    temp.skill("skills/a", "name: a\ndescription: x");
    temp.skill("skills/a/inner", "name: inner\ndescription: x");
    temp.skill("skills/.git/hidden", "name: hidden\ndescription: x");
    temp.skill("skills/node_modules/dep", "name: dep\ndescription: x");
    temp.skill("skills/.dotted/seen", "name: seen\ndescription: x");
    const { candidates } = discoverSkills({ roots: [root(join(temp.path, "skills"))] });
    expect(
      found(
        candidates.map((item) => item.directory),
        join(temp.path, "skills"),
      ),
    ).toEqual(["a", "b", ".dotted/seen", "a/inner"]);
    expect(candidates.map((item) => item.order)).toEqual([0, 1, 2, 3]);
  });

  it("can stop at skill folders instead of looking inside them", () => {
    const temp = tempFolder();
    temp.skill("skills/a", "name: a\ndescription: x");
    temp.skill("skills/a/inner", "name: inner\ndescription: x");
    expect(discoverSkills({ roots: [root(join(temp.path, "skills"))], nested: false }).candidates).toHaveLength(1);
  });

  it("bounds depth, folders read and skills found, with a warning each", () => {
    const temp = tempFolder();
    temp.skill("r/1/2/3/deep", "name: deep\ndescription: x");
    const depth = discoverSkills({ roots: [root(join(temp.path, "r"))], maxDepth: 2 });
    expect(depth.candidates).toEqual([]);
    expect(depth.diagnostics.map((item) => item.rule)).toEqual(["discovery-depth"]);
    for (let index = 0; index < 10; index += 1) temp.skill(`many/s${index}`, `name: s${index}\ndescription: x`);
    const folders = discoverSkills({ roots: [root(join(temp.path, "many"))], maxDirectories: 4 });
    expect(folders.candidates).toHaveLength(3);
    expect(folders.diagnostics[0]?.message).toBe(
      `stopped after reading 4 folders under ${join(temp.path, "many")}; some skills there may be missing`,
    );
    const skills = discoverSkills({ roots: [root(join(temp.path, "many"))], maxSkills: 5 });
    expect(skills.candidates).toHaveLength(5);
    expect(skills.diagnostics.map((item) => item.rule)).toEqual(["discovery-limit"]);
  });

  it("follows symbolic links that stay inside allowed roots, refuses others, survives cycles", () => {
    const temp = tempFolder();
    temp.skill("outside/escaped", "name: escaped\ndescription: x");
    temp.skill("store/linked", "name: linked\ndescription: x");
    temp.link(join(temp.path, "outside/escaped"), "skills/escaped");
    temp.link(join(temp.path, "store/linked"), "skills/linked");
    temp.link(join(temp.path, "skills"), "skills/loop");
    const refused = discoverSkills({ roots: [root(join(temp.path, "skills"))] });
    expect(refused.candidates).toEqual([]);
    expect(refused.diagnostics.map((item) => item.rule)).toEqual(["symlink-outside-roots", "symlink-outside-roots"]);
    const allowed = discoverSkills({ roots: [root(join(temp.path, "skills"))], allowedRoots: [join(temp.path, "store")] });
    expect(allowed.candidates.map((item) => item.directory)).toEqual([join(temp.path, "skills/linked")]);
  });

  it("refuses a SKILL.md that links out of the roots", () => {
    const temp = tempFolder();
    const secret = temp.file("secret/SKILL.md", "---\nname: secret\ndescription: x\n---\n");
    temp.link(secret, "skills/trap/SKILL.md");
    const result = discoverSkills({ roots: [root(join(temp.path, "skills"))] });
    expect(result.candidates).toEqual([]);
    expect(result.diagnostics[0]?.rule).toBe("symlink-outside-roots");
  });

  it("accepts given paths: a skill folder, a folder of skills, or a SKILL.md file", () => {
    const temp = tempFolder();
    const single = temp.skill("one", "name: one\ndescription: x");
    temp.skill("set/two", "name: two\ndescription: x");
    const file = join(temp.skill("three", "name: three\ndescription: x"), "SKILL.md");
    const result = discoverSkills({ roots: [], paths: [single, join(temp.path, "set"), file] });
    expect(result.candidates.map((item) => [item.directory, item.root.scope])).toEqual([
      [single, "path"],
      [join(temp.path, "set/two"), "path"],
      [join(temp.path, "three"), "path"],
    ]);
  });

  it("searches host folders from cwd up to the git root, then the user's", () => {
    const temp = tempFolder();
    temp.folder("repo/.git");
    temp.skill("repo/.claude/skills/top", "name: top\ndescription: x");
    temp.skill("repo/pkg/.agents/skills/near", "name: near\ndescription: x");
    temp.skill("home/.claude/skills/mine", "name: mine\ndescription: x");
    temp.skill(".claude/skills/above-repo", "name: above-repo\ndescription: x");
    const result = discoverSkills({ cwd: join(temp.path, "repo/pkg"), home: join(temp.path, "home") });
    expect(result.candidates.map((item) => [item.directory.split("/").pop(), item.root.scope, item.root.host])).toEqual([
      ["near", "project", "agents"],
      ["top", "project", "claude-code"],
      ["mine", "user", "claude-code"],
    ]);
  });
});
