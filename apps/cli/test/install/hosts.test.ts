// Each host's skills folder is where the `skills` CLI (npm `skills`, a dev dependency) installs for it:
// its `agents` table (`skillsDir`) is read from its dist at test time and compared with ours, and
// `add --agent` writes there.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { hostSkillsFolder } from "@skill-kit/install";
import { hostIds } from "@skill-kit/primitives";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filesOf, readLock, skillKit, skillMd, tempRoot, type TempRoot } from "./project.js";

const require = createRequire(import.meta.url);
const skillsDist = join(dirname(require.resolve("skills/package.json")), "dist/cli.mjs");

/** `skillsDir` of every agent in the `skills` CLI's `const agents = { … }` table. */
function skillsCliFolders(): Map<string, string> {
  const text = readFileSync(skillsDist, "utf8");
  const start = text.indexOf("\nconst agents = {\n");
  const table = text.slice(start, text.indexOf("\n};\n", start));
  const folders = new Map<string, string>();
  for (const match of table.matchAll(/\n\t"?([a-z0-9-]+)"?: \{\n\t\tname: "([a-z0-9-]+)",[^}]*?\n\t\tskillsDir: "([^"]+)"/g))
    if (match[1] !== undefined && match[1] === match[2] && match[3] !== undefined) folders.set(match[1], match[3]);
  return folders;
}

/** Our host ids that the `skills` CLI spells differently. */
const theirName: Readonly<Record<string, string>> = { "roo-code": "roo", "kilo-code": "kilo", generic: "universal" };

describe("host skills folders", () => {
  it("reads the skills CLI's agent table", () => {
    const folders = skillsCliFolders();
    expect(folders.size).toBeGreaterThan(50);
    expect(folders.get("claude-code")).toBe(".claude/skills");
    expect(folders.get("universal")).toBe(".agents/skills");
  });

  it("puts every host's skills where the skills CLI does", () => {
    const folders = skillsCliFolders();
    const ours = hostIds.map((host) => `${host}: ${hostSkillsFolder(".", host)}`);
    const theirs = hostIds.map((host) => `${host}: ${folders.get(theirName[host] ?? host) ?? "(not in the skills CLI)"}`);
    expect(ours).toEqual(theirs);
  });

  describe("add --agent", () => {
    let root: TempRoot;
    beforeAll(() => {
      root = tempRoot();
      root.write("vendor/notes/SKILL.md", skillMd("notes"));
      root.write("project/.keep", "");
    });
    afterAll(() => {
      root.remove();
    });

    it("writes codex's and cursor's skills into .agents/skills and roo-code's into .roo/skills", async () => {
      const project = join(root.path, "project");
      const run = await skillKit(["add", "../vendor", "--agent", "codex,cursor,roo-code"], { cwd: project });
      expect(run.status, run.stderr).toBe(0);
      for (const folder of [".agents/skills", ".roo/skills"])
        expect(filesOf(join(project, folder, "notes"))).toEqual(filesOf(join(root.path, "vendor/notes")));
      expect(filesOf(project).has(".codex/skills/notes/SKILL.md")).toBe(false);
      expect(readLock(project).skills["notes"]?.skillKit.agents).toEqual(["codex", "cursor", "roo-code"]);
    });
  });
});
