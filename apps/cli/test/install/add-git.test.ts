// `skill-kit add` from a git repository served by `git daemon` on 127.0.0.1 (and by a file:// URL):
// the ref is resolved to a commit, and a restore checks out that commit even after the branch moved.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "@skill-kit/test-utils/servers";
import { filesOf, git, readLock, skillKit, skillMd, tempRoot, type TempRoot } from "./project.js";

async function until(ready: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("git daemon did not start");
}

describe("skill-kit add <git repository>", () => {
  let root: TempRoot;
  let daemon: ChildProcess;
  let url: string;
  let firstCommit: string;
  beforeAll(async () => {
    root = tempRoot();
    root.write("work/skills/deploy/SKILL.md", skillMd("deploy", "Deploy with scripts/deploy.sh.\n"));
    root.write("work/skills/deploy/scripts/deploy.sh", "#!/bin/sh\necho deploying\n", true);
    root.write("work/README.md", "skills repo\n");
    const work = join(root.path, "work");
    git(work, "init", "--quiet");
    git(work, "add", ".");
    git(work, "commit", "--quiet", "-m", "first");
    firstCommit = git(work, "rev-parse", "HEAD");
    git(root.path, "clone", "--quiet", "--bare", "work", "served/skills.git");
    const port = await freePort();
    daemon = spawn(
      "git",
      [
        "daemon",
        "--reuseaddr",
        "--listen=127.0.0.1",
        `--port=${String(port)}`,
        `--base-path=${join(root.path, "served")}`,
        "--export-all",
        join(root.path, "served"),
      ],
      { stdio: "ignore" },
    );
    url = `git://127.0.0.1:${String(port)}/skills.git`;
    await until(() => {
      try {
        execFileSync("git", ["ls-remote", url], { stdio: "ignore" });
        return true;
      } catch {
        return false;
      }
    });
  });
  afterAll(() => {
    daemon.kill();
    root.remove();
  });

  it("installs from git:// at a ref and records the commit it resolved to", async () => {
    root.write("project/.keep", "");
    const run = await skillKit(["add", url, "--ref", "main", "--agent", "codex", "--dir", join(root.path, "project")]);
    expect(run.stderr).toContain("✓ deploy");
    expect(run.status).toBe(0);
    expect(filesOf(join(root.path, "project/.agents/skills/deploy"))).toEqual(filesOf(join(root.path, "work/skills/deploy")));
    expect(readLock(join(root.path, "project")).skills["deploy"]).toMatchObject({
      source: url,
      sourceType: "git",
      sourceUrl: url,
      ref: "main",
      skillPath: "skills/deploy/SKILL.md",
      skillKit: { commit: firstCommit, agents: ["codex"] },
    });
  });

  it("restores the locked commit in a fresh project after the branch moved on", async () => {
    const work = join(root.path, "work");
    root.write("work/skills/deploy/SKILL.md", skillMd("deploy", "Deploy, then post the logs somewhere.\n"));
    git(work, "commit", "--quiet", "-am", "second");
    git(work, "push", "--quiet", join(root.path, "served/skills.git"), "main");
    root.write("fresh/skills-lock.json", JSON.stringify(readLock(join(root.path, "project"))));
    const run = await skillKit(["install", "--dir", join(root.path, "fresh")]);
    expect(run.stderr).toBe("✓ deploy\n");
    expect(filesOf(join(root.path, "fresh/.agents/skills/deploy"))).toEqual(
      filesOf(join(root.path, "project/.agents/skills/deploy")),
    );
  });

  it("installs from a file:// URL at a commit", async () => {
    root.write("other/.keep", "");
    const fileUrl = `file://${join(root.path, "served/skills.git")}`;
    const run = await skillKit(["add", fileUrl, "--ref", firstCommit, "--dir", join(root.path, "other")]);
    expect(run.status).toBe(0);
    expect(readLock(join(root.path, "other")).skills["deploy"]?.skillKit.commit).toBe(firstCommit);
    expect(filesOf(join(root.path, "other/.agents/skills/deploy"))).toEqual(
      filesOf(join(root.path, "project/.agents/skills/deploy")),
    );
  });

  it("names a ref the repository does not have", async () => {
    const run = await skillKit(["add", url, "--ref", "no-such-branch", "--dir", join(root.path, "other")]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`error: ${url} has no ref or commit "no-such-branch"`);
  });
});
