// A lock shared with the `skills` CLI: an entry it wrote (no `skillKit` block) is restored and checked
// by its computedHash, with a note saying what could not be verified; it blocks no other entry, and
// `add` still works beside it. Entries are written here as `skills` 1.7.4 writes them (projectLockEntry).
import { createHash } from "node:crypto";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filesOf, readLock, skillKit, skillMd, tempRoot, type TempRoot } from "./project.js";

describe("skills-lock.json entries the skills CLI wrote", () => {
  let root: TempRoot;
  let theirHash = "";
  beforeAll(async () => {
    root = tempRoot();
    root.write("vendor/theirs/SKILL.md", skillMd("theirs", "Written by the skills CLI.\n"));
    root.write("vendor/theirs/run.sh", "#!/bin/sh\necho theirs\n", true);
    root.write("vendor/ours/SKILL.md", skillMd("ours"));
    root.write("vendor/later/SKILL.md", skillMd("later"));
    root.write("seed/.keep", "");
    const seeded = await skillKit(["add", "../vendor", "--skill", "theirs,ours"], { cwd: join(root.path, "seed") });
    if (seeded.status !== 0) throw new Error(seeded.stderr);
    theirHash = readLock(join(root.path, "seed")).skills["theirs"]?.computedHash ?? "";
  });
  afterAll(() => {
    root.remove();
  });

  /** The seed's lock with `theirs` as `skills experimental_install` rewrites it, plus a well-known entry. */
  const sharedLock = (): string => {
    const lock = readLock(join(root.path, "seed"));
    return JSON.stringify({
      version: 1,
      skills: {
        ...lock.skills,
        theirs: { source: "../vendor/theirs", sourceType: "local", computedHash: theirHash },
        docs: {
          source: "mintlify.com",
          sourceUrl: "https://mintlify.com/.well-known/skills/index.json",
          sourceType: "well-known",
          computedHash: "d".repeat(64),
          wellKnownDigest: "e".repeat(64),
        },
      },
    });
  };

  it("install restores it by computedHash, says what it could not verify and how to re-lock, and restores the rest", async () => {
    root.write("fresh/skills-lock.json", sharedLock());
    const run = await skillKit(["install", "--dir", join(root.path, "fresh")]);
    expect(run.stderr).toContain("✓ theirs\n  note: verified by computedHash only");
    expect(run.stderr).toContain("no per-file digests and no execute bits");
    expect(run.stderr).toContain("run `skill-kit add ../vendor/theirs --skill theirs` again to record per-file digests");
    expect(run.stderr).toContain("✓ ours\n");
    expect(run.stderr).toContain(
      "✗ docs: not installed, its source failed\n  skill-kit does not fetch well-known sources; `npx skills experimental_install` restores them",
    );
    expect(run.status).toBe(1);
    expect(filesOf(join(root.path, "fresh/.agents/skills/theirs"))).toEqual(filesOf(join(root.path, "vendor/theirs")));
    expect(filesOf(join(root.path, "fresh/.agents/skills/ours"))).toEqual(filesOf(join(root.path, "vendor/ours")));
  });

  it("install --check checks it by computedHash and names a changed copy", async () => {
    const fresh = join(root.path, "fresh");
    const check = await skillKit(["install", "--check", "--dir", fresh]);
    expect(check.stderr).toContain("✓ theirs\n");
    expect(check.stderr).toContain("✓ ours\n");
    root.write("fresh/.agents/skills/theirs/run.sh", "#!/bin/sh\necho changed\n", true);
    const changed = await skillKit(["install", "--check", "--dir", fresh]);
    expect(changed.status).toBe(1);
    expect(changed.stderr).toContain(
      "✗ theirs: differs from the lock\n  .agents/skills/theirs: computedHash differs from the lock's",
    );
  });

  it("refuses a source that changed since the skills CLI locked it, writing nothing of it", async () => {
    root.write("moved/skills-lock.json", sharedLock());
    root.write("vendor/theirs/extra.md", "added later\n");
    try {
      const run = await skillKit(["install", "--dir", join(root.path, "moved")]);
      expect(run.stderr).toContain("✗ theirs: not installed, it does not match the lock\n  computedHash differs from the lock's");
      expect(existsSync(join(root.path, "moved/.agents/skills/theirs"))).toBe(false);
      expect(existsSync(join(root.path, "moved/.agents/skills/ours/SKILL.md"))).toBe(true);
    } finally {
      rmSync(join(root.path, "vendor/theirs/extra.md"));
    }
  });

  it("add works beside it and keeps its entry as the skills CLI wrote it", async () => {
    root.write("shared/skills-lock.json", sharedLock());
    const run = await skillKit(["add", "../vendor", "--skill", "later"], { cwd: join(root.path, "shared") });
    expect(run.stderr).toContain("✓ later");
    expect(run.status).toBe(0);
    const lock = JSON.parse(readFileSync(join(root.path, "shared/skills-lock.json"), "utf8")) as {
      skills: Record<string, unknown>;
    };
    expect(Object.keys(lock.skills)).toEqual(["docs", "later", "ours", "theirs"]);
    expect(lock.skills["theirs"]).toEqual({ source: "../vendor/theirs", sourceType: "local", computedHash: theirHash });
    expect(lock.skills["docs"]).toMatchObject({ sourceType: "well-known", wellKnownDigest: "e".repeat(64) });
  });

  it("list says it is verified by computedHash; update re-locks it with per-file digests", async () => {
    const fresh = join(root.path, "fresh");
    const listed = await skillKit(["list", "--json", "--dir", fresh]);
    expect(JSON.parse(listed.stdout)).toMatchObject({
      skills: [
        { name: "ours", verifiedBy: "files" },
        { name: "theirs", verifiedBy: "computedHash", hosts: [] },
        { name: "docs", sourceType: "well-known" },
      ],
    });
    const run = await skillKit(["update", "theirs", "--dir", fresh]);
    expect(run.stderr).toBe("✓ theirs (unchanged)\n");
    expect(run.status).toBe(0);
    const entry = readLock(fresh).skills["theirs"];
    expect(entry).toMatchObject({
      source: "../vendor/theirs",
      sourceType: "local",
      computedHash: theirHash,
      skillKit: { agents: ["generic"] },
    });
    expect(entry?.skillKit.files.map((file) => file.path)).toEqual(["SKILL.md", "run.sh"]);
    expect((await skillKit(["install", "--check", "--dir", fresh])).stderr).toContain("✓ theirs\n");
  });

  it("an entry skill-kit cannot fetch (well-known) passes when its installed copy matches computedHash", async () => {
    const text = skillMd("guide");
    const computedHash = createHash("sha256").update("SKILL.md").update(text).digest("hex");
    const entry = {
      source: "docs.example",
      sourceUrl: "https://docs.example/.well-known/skills/index.json",
      sourceType: "well-known",
      computedHash,
    };
    root.write("known/skills-lock.json", JSON.stringify({ version: 1, skills: { guide: entry } }));
    root.write("known/.agents/skills/guide/SKILL.md", text);
    const run = await skillKit(["install", "--dir", join(root.path, "known")]);
    expect(run.stderr).toContain("✓ guide\n");
    expect(run.stderr).toContain(
      "note: skill-kit does not fetch well-known sources; `npx skills experimental_install` restores them; the installed copy matches",
    );
    expect(run.stderr).not.toContain("skill-kit add");
    expect(run.status).toBe(0);
    root.write("known/.agents/skills/guide/SKILL.md", `${text}more\n`);
    const changed = await skillKit(["install", "--dir", join(root.path, "known")]);
    expect(changed.stderr).toContain("✗ guide: not installed, its source failed\n");
    expect(changed.stderr).toContain(".agents/skills/guide: computedHash differs from the lock's");
    expect(changed.status).toBe(1);
  });
});
