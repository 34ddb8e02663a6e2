// `skill-kit remove`, `update` and `list` on real projects: remove deletes only the folders the lock
// names and never through a symbolic link; update re-fetches at the locked ref (a moved branch gives a
// new commit); list reports each installed folder against the lock. Usage errors exit 2.
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filesOf, git, readLock, skillKit, skillMd, tempRoot, type TempRoot } from "./project.js";

describe("remove, update and list", () => {
  let root: TempRoot;
  let repo = "";
  beforeAll(() => {
    root = tempRoot();
    root.write("vendor/notes/SKILL.md", skillMd("notes"));
    root.write("vendor/tidy/SKILL.md", skillMd("tidy"));
    root.write("work/skills/deploy/SKILL.md", skillMd("deploy", "First version.\n"));
    git(join(root.path, "work"), "init", "--quiet");
    git(join(root.path, "work"), "add", ".");
    git(join(root.path, "work"), "commit", "--quiet", "-m", "first");
    git(root.path, "clone", "--quiet", "--bare", "work", "served/skills.git");
    repo = `file://${join(root.path, "served/skills.git")}`;
  });
  afterAll(() => {
    root.remove();
  });
  const project = async (name: string): Promise<string> => {
    root.write(`${name}/.keep`, "");
    const dir = join(root.path, name);
    const added = await skillKit(["add", "../vendor", "--agent", "claude-code,generic"], { cwd: dir });
    if (added.status !== 0) throw new Error(added.stderr);
    return dir;
  };

  it("remove deletes the skill's folder in every host folder the lock records, and its entry", async () => {
    const dir = await project("removing");
    root.write("removing/.agents/skills/stranger/SKILL.md", skillMd("stranger"));
    const run = await skillKit(["remove", "notes", "--dir", dir]);
    expect(run.stderr).toBe("✓ removed notes: .claude/skills/notes, .agents/skills/notes\n");
    expect(run.status).toBe(0);
    expect(existsSync(join(dir, ".claude/skills/notes"))).toBe(false);
    expect(existsSync(join(dir, ".agents/skills/notes"))).toBe(false);
    expect(Object.keys(readLock(dir).skills)).toEqual(["tidy"]);
    const stranger = await skillKit(["remove", "stranger", "--dir", dir]);
    expect(stranger.status).toBe(2);
    expect(stranger.stderr).toContain("skills-lock.json has no skill named stranger; it has tidy");
    expect(existsSync(join(dir, ".agents/skills/stranger/SKILL.md"))).toBe(true);
    expect((await skillKit(["remove", "tidy", "--dir", join(root.path, "vendor")])).status).toBe(2);
    expect((await skillKit(["remove", "--dir", dir])).status).toBe(2);
  });

  it("remove refuses a symbolic link on the way and removes nothing", async () => {
    const dir = await project("linked");
    root.write("elsewhere/notes/SKILL.md", "keep me\n");
    rmSync(join(dir, ".claude/skills"), { recursive: true });
    symlinkSync(join(root.path, "elsewhere"), join(dir, ".claude/skills"));
    const run = await skillKit(["remove", "notes", "--dir", dir]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(".claude/skills is a symbolic link: refusing to write or remove through it");
    expect(existsSync(join(root.path, "elsewhere/notes/SKILL.md"))).toBe(true);
    expect(existsSync(join(dir, ".agents/skills/notes/SKILL.md"))).toBe(true);
    expect(Object.keys(readLock(dir).skills)).toEqual(["notes", "tidy"]);
  });

  it("list shows each skill's source, hosts and whether its folders match; --json too", async () => {
    const dir = await project("listing");
    writeFileSync(join(dir, ".claude/skills/notes/SKILL.md"), "changed\n");
    rmSync(join(dir, ".agents/skills/tidy"), { recursive: true });
    const run = await skillKit(["list", "--dir", dir]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toBe(
      [
        "notes  ../vendor (local)  claude-code, generic",
        "  .claude/skills/notes: differs",
        "  .agents/skills/notes: matches",
        "tidy  ../vendor (local)  claude-code, generic",
        "  .claude/skills/tidy: matches",
        "  .agents/skills/tidy: missing",
        "",
      ].join("\n"),
    );
    const json = await skillKit(["list", "--json", "--dir", dir]);
    expect(JSON.parse(json.stdout)).toMatchObject({
      skills: [
        { name: "notes", source: "../vendor", sourceType: "local", hosts: ["claude-code", "generic"], verifiedBy: "files" },
        {
          name: "tidy",
          folders: [
            { path: ".claude/skills/tidy", state: "matches" },
            { path: ".agents/skills/tidy", state: "missing" },
          ],
        },
      ],
      refused: [],
    });
    mkdirSync(join(root.path, "empty"));
    expect((await skillKit(["list", "--dir", join(root.path, "empty")])).status).toBe(2);
  });

  it("update fetches the locked ref again: a moved branch gives its new commit and files", async () => {
    root.write("updating/.keep", "");
    const dir = join(root.path, "updating");
    expect((await skillKit(["add", repo, "--ref", "main", "--agent", "claude-code", "--dir", dir])).status).toBe(0);
    const first = readLock(dir).skills["deploy"]?.skillKit.commit ?? "";
    const unchanged = await skillKit(["update", "--dir", dir]);
    expect(unchanged.stderr).toBe("✓ deploy (unchanged)\n");
    root.write("work/skills/deploy/SKILL.md", skillMd("deploy", "Second version.\n"));
    git(join(root.path, "work"), "commit", "--quiet", "-am", "second");
    git(join(root.path, "work"), "push", "--quiet", join(root.path, "served/skills.git"), "main");
    const run = await skillKit(["update", "deploy", "--dir", dir]);
    const second = readLock(dir).skills["deploy"]?.skillKit.commit ?? "";
    expect(run.stderr).toBe(`✓ deploy (${first.slice(0, 12)} → ${second.slice(0, 12)})\n`);
    expect(run.status).toBe(0);
    expect(second).not.toBe(first);
    expect(readLock(dir).skills["deploy"]).toMatchObject({ ref: "main", skillKit: { agents: ["claude-code"] } });
    expect(filesOf(join(dir, ".claude/skills/deploy"))).toEqual(filesOf(join(root.path, "work/skills/deploy")));
    const unknown = await skillKit(["update", "nope", "--dir", dir]);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("skills-lock.json has no skill named nope; it has deploy");
  });
});
