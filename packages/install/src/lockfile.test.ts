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

  it("refuses a file path that leaves the skill folder, that entry alone, naming the field", () => {
    const folder = project();
    writeFileSync(join(folder, "skills-lock.json"), JSON.stringify(lock).replace('"path":"SKILL.md"', '"path":"../../.bashrc"'));
    const read = readLockfile(folder);
    expect(Object.keys(read.skills)).toEqual(["alpha"]);
    expect(read.refused?.["zeta"]?.problem).toMatch(
      /skills\.zeta\.skillKit\.files\[0\]: refusing the file path "\.\.\/\.\.\/\.bashrc"/,
    );
  });

  it("reads an entry the skills CLI wrote (no skillKit), keeps its other fields, and writes it back without skillKit", () => {
    const folder = project();
    const theirs = { source: "o/r", sourceType: "github", skillPath: "skills/x/SKILL.md", computedHash: sha, via: "pkg" };
    writeFileSync(join(folder, "skills-lock.json"), JSON.stringify({ version: 1, skills: { x: theirs } }));
    const read = readLockfile(folder);
    expect(read.skills["x"]).toMatchObject({ sourceType: "github", writtenBy: "skills", otherFields: { via: "pkg" } });
    writeLockfile(folder, read);
    expect(JSON.parse(readFileSync(join(folder, "skills-lock.json"), "utf8"))).toEqual({ version: 1, skills: { x: theirs } });
  });

  it("refuses a bad name or a git option as a source alone, and a write keeps the refused entry as it was", () => {
    const folder = project();
    const bad = { source: "--upload-pack=touch /tmp/x", sourceType: "git", computedHash: sha };
    const skills = { "../../escape": { source: "./v", sourceType: "local", computedHash: sha }, bad, zeta: lock.skills["zeta"] };
    writeFileSync(join(folder, "skills-lock.json"), JSON.stringify({ version: 1, skills }));
    const read = readLockfile(folder);
    expect(Object.keys(read.skills)).toEqual(["zeta"]);
    expect(Object.keys(read.refused ?? {})).toEqual(["../../escape", "bad"]);
    expect(read.refused?.["bad"]?.problem).toContain("could be read as a git option");
    writeLockfile(folder, { version: 1, skills: read.skills });
    expect(
      Object.keys((JSON.parse(readFileSync(join(folder, "skills-lock.json"), "utf8")) as { skills: object }).skills),
    ).toEqual(["../../escape", "bad", "zeta"]);
  });

  it("refuses the whole file only when it is not a lock, or larger than 10 MiB", () => {
    const folder = project();
    writeFileSync(join(folder, "skills-lock.json"), "[]");
    expect(() => readLockfile(folder)).toThrow(/expected \{ "version": 1/);
    writeFileSync(join(folder, "skills-lock.json"), " ".repeat(10 * 1024 * 1024 + 1));
    expect(() => readLockfile(folder)).toThrow(/refusing to read a lockfile larger than 10485760 bytes/);
  });
});
