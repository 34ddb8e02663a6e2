// The `skills` CLI (npm `skills`, a dev dependency; it needs Node 22 or later, so it runs on the Node 24
// of tooling/release-tests/node24.mjs) reads a project installed by skill-kit, and computes the same
// computedHash for the same source; and after `skills experimental_install` rewrote our lock (every
// `skillKit` block gone), skill-kit still restores from it and says how to re-lock. Offline: local
// sources only, telemetry off, HOME a temp folder.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filesOf, readLock, skillKit, skillMd, tempRoot, type TempRoot } from "./project.js";

const require = createRequire(import.meta.url);
const skillsCli = join(dirname(require.resolve("skills/package.json")), "bin/cli.mjs");
const node24Script = fileURLToPath(new URL("../../../../tooling/release-tests/node24.mjs", import.meta.url));

describe("the skills CLI on a project skill-kit installed", () => {
  let root: TempRoot;
  let node24: string;
  const skills = (cwd: string, ...args: string[]): { status: number | null; stdout: string; stderr: string } =>
    spawnSync(node24, [skillsCli, ...args], {
      cwd,
      encoding: "utf8",
      input: "",
      env: { PATH: process.env["PATH"] ?? "", HOME: join(root.path, "home"), DO_NOT_TRACK: "1", DISABLE_TELEMETRY: "1", CI: "1" },
    });
  beforeAll(async () => {
    root = tempRoot();
    const found = spawnSync(process.execPath, [node24Script], { encoding: "utf8" });
    if (found.status !== 0) throw new Error(`no Node 24 for the skills CLI:\n${found.stderr}`);
    node24 = found.stdout.trim();
    root.write("vendor/lint-fix/SKILL.md", skillMd("lint-fix", "Run the linter and fix what it reports.\n"));
    root.write("vendor/lint-fix/scripts/Fix.sh", "#!/bin/sh\nnpx eslint --fix .\n", true);
    root.write("vendor/lint-fix/_notes.md", "underscore sorts differently by locale\n");
    root.write("vendor/lint-fix/B-rules.md", "upper case too\n");
    root.write("home/.keep", "");
    root.write("ours/.keep", "");
    root.write("theirs/.keep", "");
    root.write("shared/.keep", "");
    root.write("fresh/.keep", "");
    const added = await skillKit(["add", "../vendor", "--agent", "claude-code"], { cwd: join(root.path, "ours") });
    if (added.status !== 0) throw new Error(added.stderr);
  });
  afterAll(() => {
    root.remove();
  });

  it("lists the skill with the source and source type of our lock (skills ls --json)", () => {
    const run = skills(join(root.path, "ours"), "ls", "--json");
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual([
      expect.objectContaining({ name: "lint-fix", scope: "project", source: join(root.path, "vendor"), sourceType: "local" }),
    ]);
  });

  it("writes the same source and computedHash as skill-kit for the same folder (skills add)", () => {
    const run = skills(join(root.path, "theirs"), "add", "../vendor", "-y", "--agent", "claude-code");
    expect(run.status, run.stderr + run.stdout).toBe(0);
    const theirs = readLock(join(root.path, "theirs")).skills["lint-fix"];
    const ours = readLock(join(root.path, "ours")).skills["lint-fix"];
    expect(theirs?.computedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(ours?.computedHash).toBe(theirs?.computedHash);
    expect(ours?.source).toBe(theirs?.source);
    expect(ours?.sourceType).toBe(theirs?.sourceType);
  });

  it("restores from a lock skills experimental_install rewrote, verified by computedHash, and says how to re-lock", async () => {
    const shared = join(root.path, "shared");
    cpSync(join(root.path, "ours/skills-lock.json"), join(shared, "skills-lock.json"));
    const restored = skills(shared, "experimental_install");
    expect(restored.status, restored.stderr + restored.stdout).toBe(0);
    const rewritten = readLock(shared).skills["lint-fix"];
    expect(rewritten).toEqual({
      source: "../vendor/lint-fix",
      sourceType: "local",
      computedHash: readLock(join(root.path, "ours")).skills["lint-fix"]?.computedHash,
    });
    const fresh = join(root.path, "fresh");
    cpSync(join(shared, "skills-lock.json"), join(fresh, "skills-lock.json"));
    const run = await skillKit(["install", "--dir", fresh]);
    expect(run.stderr).toContain("✓ lint-fix\n  note: verified by computedHash only");
    expect(run.stderr).toContain("run `skill-kit add ../vendor/lint-fix --skill lint-fix` again to record per-file digests");
    expect(run.status).toBe(0);
    expect(filesOf(join(fresh, ".agents/skills/lint-fix"))).toEqual(filesOf(join(root.path, "vendor/lint-fix")));
    expect((await skillKit(["install", "--check", "--dir", fresh])).status).toBe(0);
    const relocked = await skillKit(["add", "../vendor/lint-fix", "--skill", "lint-fix"], { cwd: fresh });
    expect(relocked.status, relocked.stderr).toBe(0);
    expect(readLock(fresh).skills["lint-fix"]?.skillKit.files.map((file) => file.path)).toContain("scripts/Fix.sh");
    expect(existsSync(join(fresh, ".agents/skills/lint-fix/scripts/Fix.sh"))).toBe(true);
  });
});
