// `skill-kit add` and `install` against a hostile project or source: writes never go through a
// symbolic link (`.agents/skills -> ../..` with a skill named `.ssh`), names must be folder names,
// a folder the lock does not know is never replaced without --force, another source's skill never
// without --replace.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readLock, skillKit, skillMd, tempRoot, type TempRoot } from "./project.js";

describe("skill-kit add and install write only inside the project", () => {
  let root: TempRoot;
  const home = (): string => join(root.path, "home");
  const project = (): string => join(root.path, "home/project");
  beforeEach(() => {
    root = tempRoot("skill-kit-hostile-writes-");
    root.write("home/.ssh/id_ed25519", "PRIVATE KEY\n");
    root.write("home/project/README.md", "a cloned repository\n");
  });
  afterEach(() => {
    root.remove();
  });
  const env = (): { readonly cwd: string; readonly env: Readonly<Record<string, string>> } => ({
    cwd: project(),
    env: { HOME: home() },
  });

  it("add refuses a skills folder that is a symbolic link out of the project, writing nothing there", async () => {
    mkdirSync(join(project(), ".agents"));
    symlinkSync("../..", join(project(), ".agents/skills"));
    root.write("vendor/notes/SKILL.md", skillMd("notes"));
    const run = await skillKit(["add", "../../vendor"], env());
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("error: .agents/skills is a symbolic link");
    expect(existsSync(join(home(), "notes"))).toBe(false);
    expect(existsSync(join(project(), "skills-lock.json"))).toBe(false);
  });

  it("install from a hostile clone (.agents/skills -> ../.. and a skill named .ssh) leaves ~/.ssh alone", async () => {
    const files = [
      { path: "SKILL.md", text: skillMd(".ssh") },
      { path: "authorized_keys", text: "ssh-ed25519 AAAA attacker\n" },
    ];
    for (const file of files) root.write(`home/project/vendor/ssh/${file.path}`, file.text);
    const hash = createHash("sha256");
    for (const file of [...files].sort((a, b) => a.path.localeCompare(b.path))) hash.update(file.path).update(file.text);
    const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");
    const entry = {
      source: "./vendor",
      sourceType: "local",
      skillPath: "ssh/SKILL.md",
      computedHash: hash.digest("hex"),
      skillKit: {
        agents: ["generic"],
        files: files.map((file) => ({ path: file.path, size: file.text.length, sha256: sha256(file.text) })),
      },
    };
    root.write("home/project/skills-lock.json", JSON.stringify({ version: 1, skills: { ".ssh": entry } }));
    mkdirSync(join(project(), ".agents"));
    symlinkSync("../..", join(project(), ".agents/skills"));
    const run = await skillKit(["install"], env());
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/symbolic link|refusing the skill name/);
    expect(readFileSync(join(home(), ".ssh/id_ed25519"), "utf8")).toBe("PRIVATE KEY\n");
    expect(existsSync(join(home(), ".ssh/authorized_keys"))).toBe(false);
  });

  it("add refuses skill names that are not folder names (.ssh, .git, Deploy), installing the others, exit 1", async () => {
    root.write("vendor/a/SKILL.md", skillMd(".ssh"));
    root.write("vendor/a/authorized_keys", "ssh-ed25519 AAAA attacker\n");
    root.write("vendor/b/SKILL.md", skillMd(".git"));
    root.write("vendor/c/SKILL.md", skillMd("Deploy"));
    root.write("vendor/d/SKILL.md", skillMd("notes"));
    const run = await skillKit(["add", "../../vendor"], env());
    expect(run.status).toBe(1);
    for (const name of [".ssh", ".git", "Deploy"])
      expect(run.stderr).toContain(`✗ ${JSON.stringify(name)} not installed: ../../vendor: refusing the skill name`);
    expect(run.stderr).toContain("✓ notes");
    expect(Object.keys(readLock(project()).skills)).toEqual(["notes"]);
    expect(existsSync(join(project(), ".agents/skills/.ssh"))).toBe(false);
    expect(existsSync(join(project(), ".agents/skills/.git"))).toBe(false);
  });

  it("a skill named deploy/scripts from a second source cannot replace scripts/ inside the installed deploy", async () => {
    root.write("first/deploy/SKILL.md", skillMd("deploy"));
    root.write("first/deploy/scripts/run.sh", "#!/bin/sh\necho deploy\n", true);
    root.write("second/scripts/SKILL.md", skillMd("deploy/scripts"));
    root.write("second/scripts/run.sh", "#!/bin/sh\necho replaced\n", true);
    expect((await skillKit(["add", "../../first"], env())).status).toBe(0);
    const run = await skillKit(["add", "../../second"], env());
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('✗ "deploy/scripts" not installed: ../../second: refusing the skill name "deploy/scripts"');
    expect(readFileSync(join(project(), ".agents/skills/deploy/scripts/run.sh"), "utf8")).toBe("#!/bin/sh\necho deploy\n");
    expect(existsSync(join(project(), ".agents/skills/deploy/scripts/SKILL.md"))).toBe(false);
  });

  it("add never replaces a folder the lock does not know, unless --force", async () => {
    root.write("home/project/.agents/skills/diary/diary.md", "my own notes\n");
    root.write("vendor/diary/SKILL.md", skillMd("diary"));
    const run = await skillKit(["add", "../../vendor"], env());
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      '✗ "diary" not installed: .agents/skills/diary already exists and skills-lock.json does not list it; refusing to replace it (--force does)',
    );
    expect(readFileSync(join(project(), ".agents/skills/diary/diary.md"), "utf8")).toBe("my own notes\n");
    const forced = await skillKit(["add", "../../vendor", "--force"], env());
    expect(forced.status, forced.stderr).toBe(0);
    expect(existsSync(join(project(), ".agents/skills/diary/diary.md"))).toBe(false);
    expect(existsSync(join(project(), ".agents/skills/diary/SKILL.md"))).toBe(true);
  });

  it("a second source's skill of the same name is refused unless --replace; the same source again updates", async () => {
    root.write("first/notes/SKILL.md", skillMd("notes", "First.\n"));
    root.write("second/notes/SKILL.md", skillMd("notes", "Second.\n"));
    const installed = join(project(), ".agents/skills/notes/SKILL.md");
    expect((await skillKit(["add", "../../first"], env())).status).toBe(0);
    const refused = await skillKit(["add", "../../second"], env());
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      '✗ "notes" not installed: notes is already installed from ../../first; refusing to replace it with ../../second\'s (--replace does)',
    );
    expect(readFileSync(installed, "utf8")).toBe(skillMd("notes", "First.\n"));
    root.write("first/notes/SKILL.md", skillMd("notes", "First, updated.\n"));
    expect((await skillKit(["add", "../../first"], env())).status).toBe(0);
    expect(readFileSync(installed, "utf8")).toBe(skillMd("notes", "First, updated.\n"));
    const replaced = await skillKit(["add", "../../second", "--replace"], env());
    expect(replaced.status, replaced.stderr).toBe(0);
    expect(readFileSync(installed, "utf8")).toBe(skillMd("notes", "Second.\n"));
    expect(readLock(project()).skills["notes"]?.source).toBe("../../second");
  });

  it("a source offering one name twice installs the first and refuses the second, exit 1", async () => {
    root.write("vendor/a/SKILL.md", skillMd("notes", "First.\n"));
    root.write("vendor/b/SKILL.md", skillMd("notes", "Second.\n"));
    const run = await skillKit(["add", "../../vendor"], env());
    expect(run.stderr).toContain(
      '✗ "notes" not installed: ../../vendor offers more than one skill named notes; only the first is installed',
    );
    expect(run.status).toBe(1);
    expect(readFileSync(join(project(), ".agents/skills/notes/SKILL.md"), "utf8")).toBe(skillMd("notes", "First.\n"));
  });

  it("the lockfile is never written or read through a link a clone planted (skills-lock.json.tmp, skills-lock.json)", async () => {
    root.write("home/victim.txt", "the user's file\n");
    symlinkSync("../victim.txt", join(project(), "skills-lock.json.tmp"));
    root.write("vendor/notes/SKILL.md", skillMd("notes"));
    const added = await skillKit(["add", "../../vendor"], env());
    expect(added.status, added.stderr).toBe(0);
    expect(readFileSync(join(home(), "victim.txt"), "utf8")).toBe("the user's file\n");
    expect(Object.keys(readLock(project()).skills)).toEqual(["notes"]);
    root.write("home/elsewhere/skills-lock.json", readFileSync(join(project(), "skills-lock.json")));
    root.write("home/linked/.keep", "");
    symlinkSync("../elsewhere/skills-lock.json", join(home(), "linked/skills-lock.json"));
    const linked = await skillKit(["install", "--dir", join(home(), "linked")], env());
    expect(linked.status).toBe(1);
    expect(linked.stderr).toContain("skills-lock.json: is a symbolic link; refusing to read it");
  });
});
