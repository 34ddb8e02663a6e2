// The lockfile round-trips, and a malformed one is refused with the field named.
import { mkdtempSync, rmSync, writeFileSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type Lockfile, readLockfile, writeLockfile } from "./lockfile.js";

const folders: string[] = [];
const project = (): string => {
  const folder = mkdtempSync(join(tmpdir(), "skill-kit-lock-"));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const sha = "a".repeat(64);
const lock: Lockfile = {
  version: 1,
  skills: {
    zeta: {
      source: "./vendor",
      sourceType: "local",
      skillPath: "zeta/SKILL.md",
      computedHash: sha,
      skillKit: { agents: ["generic"], files: [{ path: "SKILL.md", size: 3, sha256: sha }] },
    },
    alpha: {
      source: "file:///r.git",
      sourceType: "git",
      sourceUrl: "file:///r.git",
      ref: "main",
      computedHash: sha,
      skillKit: {
        commit: "b".repeat(40),
        agents: ["claude-code"],
        files: [{ path: "run.sh", size: 1, sha256: sha, executable: true }],
      },
    },
  },
};

describe("skills-lock.json", () => {
  it("writes skills sorted by name and reads back the same", () => {
    const folder = project();
    writeLockfile(folder, lock);
    const text = readFileSync(join(folder, "skills-lock.json"), "utf8");
    expect(Object.keys((JSON.parse(text) as { skills: object }).skills)).toEqual(["alpha", "zeta"]);
    expect(readLockfile(folder)).toEqual(lock);
  });

  it("reads no lockfile as an empty one", () => {
    expect(readLockfile(project())).toEqual({ version: 1, skills: {} });
  });

  it("refuses a file path that leaves the skill folder, naming the field", () => {
    const folder = project();
    writeFileSync(join(folder, "skills-lock.json"), JSON.stringify(lock).replace('"path":"SKILL.md"', '"path":"../../.bashrc"'));
    expect(() => readLockfile(folder)).toThrow(
      /skills\.zeta\.skillKit\.files\[0\]: refusing the file path "\.\.\/\.\.\/\.bashrc"/,
    );
  });

  it("refuses an entry the skills CLI wrote (no skillKit): nothing to verify against", () => {
    const folder = project();
    writeFileSync(
      join(folder, "skills-lock.json"),
      JSON.stringify({ version: 1, skills: { x: { source: "o/r", sourceType: "github", computedHash: sha } } }),
    );
    expect(() => readLockfile(folder)).toThrow(/skills\.x\.sourceType "github" is not one skill-kit restores/);
  });
});
