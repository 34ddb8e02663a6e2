// A hostile or malformed lock entry is refused by itself: a name that is no folder name, a skillPath
// or file path that leaves its folder, a git option as a source. The other entries are restored; only
// a file that is not a lock at all (or over 10 MiB) refuses the whole lock.
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readLock, skillKit, skillMd, tempRoot, type TempRoot } from "./project.js";

describe("a hostile skills-lock.json", () => {
  let root: TempRoot;
  let good: unknown;
  beforeAll(async () => {
    root = tempRoot();
    root.write("vendor/good/SKILL.md", skillMd("good"));
    root.write("seed/.keep", "");
    const seeded = await skillKit(["add", "../vendor"], { cwd: join(root.path, "seed") });
    if (seeded.status !== 0) throw new Error(seeded.stderr);
    good = readLock(join(root.path, "seed")).skills["good"];
  });
  afterAll(() => {
    root.remove();
  });

  it("refuses each bad entry alone, naming it, and restores the good one", async () => {
    const hash = "a".repeat(64);
    const skills = {
      good,
      "../../outside": { source: "../vendor/good", sourceType: "local", computedHash: hash },
      ".ssh": { source: "../vendor/good", sourceType: "local", computedHash: hash },
      climb: { source: "../vendor", sourceType: "local", skillPath: "../../etc/SKILL.md", computedHash: hash },
      option: { source: "--upload-pack=touch pwned", sourceType: "git", computedHash: hash },
      painted: { source: "../vendor/good", sourceType: "local\u001b[2J", computedHash: hash },
    };
    root.write("project/skills-lock.json", JSON.stringify({ version: 1, skills }));
    const run = await skillKit(["install", "--dir", join(root.path, "project")]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("✓ good\n");
    expect(run.stderr).toMatch(
      /✗ "\.\.\/\.\.\/outside": not installed, its lock entry is refused\n {2}refused: .*skills\["\.\.\/\.\.\/outside"\]: refusing the skill name/,
    );
    expect(run.stderr).toContain('✗ ".ssh": not installed, its lock entry is refused');
    expect(run.stderr).toMatch(
      /✗ "climb": not installed, its lock entry is refused\n {2}refused: .*refusing the file path "\.\.\/\.\.\/etc\/SKILL\.md"/,
    );
    expect(run.stderr).toMatch(
      /✗ "option": not installed, its lock entry is refused\n {2}refused: .*could be read as a git option/,
    );
    expect(run.stderr).toMatch(
      /✗ "painted": not installed, its lock entry is refused\n {2}refused: .*skills\.painted\.sourceType: refusing "local\\u001b\[2J": control characters/,
    );
    expect(run.stderr).not.toContain("\u001b");
    expect(readdirSync(join(root.path, "project/.agents/skills"))).toEqual(["good"]);
    expect(existsSync(join(root.path, "outside"))).toBe(false);
    expect(existsSync(join(root.path, "project/pwned"))).toBe(false);
    const check = await skillKit(["install", "--check", "--dir", join(root.path, "project")]);
    expect(check.stderr).toContain("✓ good\n");
    expect(check.status).toBe(1);
    root.write("vendor2/more/SKILL.md", skillMd("more"));
    const added = await skillKit(["add", "../vendor2"], { cwd: join(root.path, "project") });
    expect(added.status, added.stderr).toBe(0);
    const locked = readLock(join(root.path, "project")).skills;
    expect(Object.keys(locked)).toContain("more");
    expect(Object.fromEntries(Object.entries(locked).filter(([name]) => name !== "more"))).toEqual(skills);
  });

  it("refuses the whole lock when it is not one, or is larger than 10 MiB (not read)", async () => {
    root.write("junk/skills-lock.json", '{"version":"1","skills":[]}');
    const junk = await skillKit(["install", "--dir", join(root.path, "junk")]);
    expect(junk.status).toBe(1);
    expect(junk.stderr).toContain('expected { "version": 1, "skills": { … } }');
    root.write("huge/.keep", "");
    writeFileSync(join(root.path, "huge/skills-lock.json"), `{"version":1,"skills":{}}${" ".repeat(10 * 1024 * 1024)}`);
    const huge = await skillKit(["install", "--dir", join(root.path, "huge")]);
    expect(huge.status).toBe(1);
    expect(huge.stderr).toContain("refusing to read a lockfile larger than 10485760 bytes (10 MiB)");
  });
});
