// `owner/repo` means https://github.com/owner/repo.git (unless a folder of that path exists), as in
// the `skills` CLI; `github:owner/repo` always does. No network: git's URL rewriting, given through
// the environment (GIT_CONFIG_COUNT), sends https://github.com/ to bare repositories the test made.
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filesOf, git, readLock, skillKit, skillMd, tempRoot, type TempRoot } from "./project.js";

describe("owner/repo as a source", () => {
  let root: TempRoot;
  let env: { env: Record<string, string> };
  beforeAll(() => {
    root = tempRoot();
    root.write("work/skills/deploy/SKILL.md", skillMd("deploy", "Deploy with scripts/deploy.sh.\n"));
    root.write("work/skills/deploy/scripts/deploy.sh", "#!/bin/sh\necho deploying\n", true);
    const work = join(root.path, "work");
    git(work, "init", "--quiet");
    git(work, "add", ".");
    git(work, "commit", "--quiet", "-m", "first");
    git(root.path, "clone", "--quiet", "--bare", "work", "github/acme/skills.git");
    env = {
      env: {
        GIT_CONFIG_COUNT: "1",
        GIT_CONFIG_KEY_0: `url.file://${join(root.path, "github")}/.insteadOf`,
        GIT_CONFIG_VALUE_0: "https://github.com/",
      },
    };
  });
  afterAll(() => {
    root.remove();
  });
  const project = (name: string): string => {
    root.write(`${name}/.keep`, "");
    return join(root.path, name);
  };

  it("add acme/skills clones https://github.com/acme/skills.git", async () => {
    const dir = project("plain");
    const run = await skillKit(["add", "acme/skills"], { cwd: dir, ...env });
    expect(run.stderr).toContain("✓ deploy");
    expect(run.status).toBe(0);
    expect(filesOf(join(dir, ".agents/skills/deploy"))).toEqual(filesOf(join(root.path, "work/skills/deploy")));
    expect(readLock(dir).skills["deploy"]).toMatchObject({
      source: "https://github.com/acme/skills.git",
      sourceType: "git",
      skillPath: "skills/deploy/SKILL.md",
    });
  });

  it("a folder of that path stays a folder; github:acme/skills is GitHub all the same", async () => {
    const dir = project("beside");
    root.write("beside/acme/skills/local-one/SKILL.md", skillMd("local-one"));
    const folder = await skillKit(["add", "acme/skills"], { cwd: dir, ...env });
    expect(folder.stderr).toContain("✓ local-one");
    expect(readLock(dir).skills["local-one"]).toMatchObject({ source: "./acme/skills", sourceType: "local" });
    const github = await skillKit(["add", "github:acme/skills"], { cwd: dir, ...env });
    expect(github.stderr).toContain("✓ deploy");
    expect(readLock(dir).skills["deploy"]?.source).toBe("https://github.com/acme/skills.git");
  });

  it("install restores an entry the skills CLI wrote for GitHub (source acme/skills, sourceType github)", async () => {
    const hash = readLock(join(root.path, "plain")).skills["deploy"]?.computedHash;
    const theirs = { source: "acme/skills", sourceType: "github", skillPath: "skills/deploy/SKILL.md", computedHash: hash };
    root.write("theirs/skills-lock.json", JSON.stringify({ version: 1, skills: { deploy: theirs } }));
    const run = await skillKit(["install", "--dir", join(root.path, "theirs")], env);
    expect(run.stderr).toContain("✓ deploy\n  note: verified by computedHash only");
    expect(run.stderr).toContain("run `skill-kit add acme/skills --skill deploy` again");
    expect(run.status).toBe(0);
    expect(filesOf(join(root.path, "theirs/.agents/skills/deploy"))).toEqual(filesOf(join(root.path, "work/skills/deploy")));
  });

  it("refuses what is neither a folder, a URL nor owner/repo", async () => {
    const run = await skillKit(["add", "not a/source/at all"], { cwd: project("bad"), ...env });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("owner/repo for GitHub");
  });
});
