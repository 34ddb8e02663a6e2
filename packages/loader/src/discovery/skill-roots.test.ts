import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectFolders, skillRoots } from "./skill-roots.js";
import { tempFolder } from "../../test/temp-folder.js";

describe("skillRoots", () => {
  it("walks up to the git root, or stays in the start folder without one", () => {
    const temp = tempFolder();
    temp.folder("repo/.git");
    temp.folder("repo/a/b");
    expect(projectFolders(join(temp.path, "repo/a/b"))).toEqual([
      join(temp.path, "repo/a/b"),
      join(temp.path, "repo/a"),
      join(temp.path, "repo"),
    ]);
    temp.folder("loose/c");
    expect(projectFolders(join(temp.path, "loose/c"))).toEqual([join(temp.path, "loose/c")]);
  });

  it("lists project folders before user folders, for the chosen hosts", () => {
    const temp = tempFolder();
    const roots = skillRoots({ cwd: temp.folder("p"), home: "/home/u", hosts: ["agents", "claude-code"] });
    expect(roots).toEqual([
      { path: join(temp.path, "p/.agents/skills"), scope: "project", host: "agents" },
      { path: join(temp.path, "p/.claude/skills"), scope: "project", host: "claude-code" },
      { path: "/home/u/.agents/skills", scope: "user", host: "agents" },
      { path: "/home/u/.claude/skills", scope: "user", host: "claude-code" },
    ]);
  });

  it("uses CODEX_HOME for Codex's user skills", () => {
    const roots = skillRoots({ cwd: tempFolder().path, home: "/home/u", hosts: ["codex"], codexHome: "/opt/codex" });
    expect(roots.filter((item) => item.scope === "user").map((item) => item.path)).toEqual(["/opt/codex/skills"]);
  });
});
