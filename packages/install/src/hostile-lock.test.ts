// An attacker's skills-lock.json (a cloned repository's): links and odd files where the lock is,
// names and paths that would leave the skills folder, values that could drive a terminal or git,
// and sizes or nesting meant to exhaust the reader. Each is refused by name, the rest stays usable,
// and nothing is written through a link.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { InstallError } from "./install-error.js";
import { readLockfile, writeLockfile } from "./lockfile.js";
import { checkSafePath } from "./safe-path.js";
import { makeFolders, writeNewFile } from "./safe-write.js";

const folders: string[] = [];
const project = (): string => {
  const folder = mkdtempSync(join(tmpdir(), "skill-kit-hostile-lock-"));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const sha = "c".repeat(64);
const good = {
  source: "./vendor",
  sourceType: "local",
  skillPath: "good/SKILL.md",
  computedHash: sha,
  skillKit: { agents: ["generic"], files: [{ path: "SKILL.md", size: 3, sha256: sha }] },
};
const withLock = (skills: Record<string, unknown>, extra: Record<string, unknown> = {}): string => {
  const folder = project();
  writeFileSync(join(folder, "skills-lock.json"), JSON.stringify({ version: 1, skills, ...extra }));
  return folder;
};
/** The refusal of `entry` (kept beside a good entry), or undefined when it was read. */
const refusalOf = (entry: unknown, name = "bad"): string | undefined => {
  const read = readLockfile(withLock({ good, [name]: entry }));
  expect(Object.keys(read.skills)).toContain("good");
  return read.refused?.[name]?.problem;
};
const codeOf = (work: () => unknown): string | undefined => {
  try {
    work();
  } catch (error) {
    return InstallError.isInstance(error) ? error.code : `not an InstallError: ${String(error)}`;
  }
  return undefined;
};

describe("an attacker's skills-lock.json", () => {
  it("is not read through a symbolic link, nor when it is a folder or a FIFO", () => {
    const folder = project();
    writeFileSync(join(folder, "elsewhere.json"), JSON.stringify({ version: 1, skills: { good } }));
    symlinkSync(join(folder, "elsewhere.json"), join(folder, "skills-lock.json"));
    expect(() => readLockfile(folder)).toThrow(/is a symbolic link; refusing to read it/);
    const other = project();
    mkdirSync(join(other, "skills-lock.json"));
    expect(() => readLockfile(other)).toThrow(/is not a regular file; refusing to read it/);
    const fifo = project();
    // mkfifo is on every Linux and macOS; a read of a FIFO with no writer would block forever.
    if (spawnSync("mkfifo", [join(fifo, "skills-lock.json")]).status === 0)
      expect(codeOf(() => readLockfile(fifo))).toBe("LOCK_INVALID");
    else console.log("skipped the FIFO case: no mkfifo on this system");
  });

  it("is replaced, not written through, when a link was planted at its name", () => {
    const folder = project();
    writeFileSync(join(folder, "victim"), "untouched\n");
    symlinkSync(join(folder, "victim"), join(folder, "skills-lock.json"));
    writeLockfile(folder, { version: 1, skills: {} });
    expect(readFileSync(join(folder, "victim"), "utf8")).toBe("untouched\n");
    expect(readLockfile(folder)).toEqual({ version: 1, skills: {} });
  });

  it("is refused whole when it nests deeper than any lock does, however deep (no stack overflow on the way back out)", () => {
    const deep = (levels: number): string => `${"[".repeat(levels)}${"]".repeat(levels)}`;
    const folder = project();
    const text = JSON.stringify({ version: 1, skills: { good: { ...good, via: "X" } } });
    writeFileSync(join(folder, "skills-lock.json"), text.replace('"X"', deep(200_000)));
    expect(() => readLockfile(folder)).toThrow(/nests more than 64 levels deep/);
    // A field of another tool, a few levels deep, is kept and written back as it was.
    const kept = withLock({ good: { ...good, via: JSON.parse(deep(20)) as unknown } });
    writeLockfile(kept, readLockfile(kept));
    expect(JSON.parse(readFileSync(join(kept, "skills-lock.json"), "utf8"))).toMatchObject({
      skills: { good: { via: JSON.parse(deep(20)) as unknown } },
    });
  });

  it("refuses names that are no folder name, each entry alone, and keeps them for the write", () => {
    const names = ["__proto__", "..", ".git", "a/b", "A", "x".repeat(10_000), "a\u001b[2J", ""];
    const entries: [string, unknown][] = [["good", good], ...names.map((name): [string, unknown] => [name, good])];
    const folder = withLock(Object.fromEntries(entries));
    const read = readLockfile(folder);
    expect(Object.keys(read.skills)).toEqual(["good"]);
    expect(Object.keys(read.refused ?? {}).sort()).toEqual([...names].sort());
    // A refusal names at most 80 characters of the name, escaped.
    expect(read.refused?.["x".repeat(10_000)]?.problem.length).toBeLessThan(400);
    expect(read.refused?.["a\u001b[2J"]?.problem).toContain("\\u001b");
    expect(Object.getPrototypeOf(read.skills)).toBe(Object.prototype);
    writeLockfile(folder, { version: 1, skills: read.skills });
    const written = JSON.parse(readFileSync(join(folder, "skills-lock.json"), "utf8")) as { skills: object };
    expect(Object.keys(written.skills).sort()).toEqual(["good", ...names].sort());
  });

  it("refuses file paths that leave the skill folder", () => {
    const bad = ["/etc/passwd", "../x", "a/../../x", "a//b", "./a", "a/.", "C:/x", "a\\b", "a\0b", ""];
    for (const path of bad) {
      const entry = { ...good, skillKit: { ...good.skillKit, files: [{ path, size: 1, sha256: sha }] } };
      expect(refusalOf(entry), JSON.stringify(path)).toMatch(/skills\.bad\.skillKit\.files\[0\]: refusing the file path/);
    }
    expect(refusalOf({ ...good, skillPath: "../SKILL.md" })).toMatch(/skillPath: refusing the file path/);
    expect(refusalOf({ ...good, skillPath: "x/README.md" })).toMatch(/skillPath must be a relative path ending in SKILL\.md/);
  });

  it("refuses sizes, digests and hosts that are not what it must hold", () => {
    const file = (fields: Record<string, unknown>) => ({
      ...good,
      skillKit: { ...good.skillKit, files: [{ path: "SKILL.md", size: 1, sha256: sha, ...fields }] },
    });
    expect(refusalOf(file({ size: -1 }))).toMatch(/size must be a whole number/);
    expect(refusalOf(file({ size: 1.5 }))).toMatch(/size must be a whole number/);
    expect(refusalOf(file({ size: "1" }))).toMatch(/size must be a whole number/);
    expect(refusalOf(file({ sha256: "C".repeat(64) }))).toMatch(/sha256 must be 64 lowercase hex digits/);
    expect(refusalOf({ ...good, computedHash: `${sha}0` })).toMatch(/computedHash must be 64 lowercase hex digits/);
    expect(refusalOf({ ...good, skillKit: { ...good.skillKit, agents: ["../../evil"] } })).toMatch(
      /unknown host "\.\.\/\.\.\/evil"/,
    );
    expect(refusalOf({ ...good, skillKit: { ...good.skillKit, files: "SKILL.md" } })).toMatch(/files must be a list/);
    // A source type of the skills CLI's own is read in an entry it wrote (no skillKit), not in one of ours.
    const theirs = { source: good.source, skillPath: good.skillPath, computedHash: good.computedHash };
    expect(refusalOf({ ...theirs, sourceType: "github" })).toBeUndefined();
    expect(refusalOf({ ...good, sourceType: "github" })).toMatch(/is not one skill-kit writes/);
    expect(refusalOf({ ...good, sourceType: "ftp" })).toMatch(/is not one skill-kit writes/);
  });

  it("refuses sources, URLs and refs that could drive a terminal or be read as a git option or transport", () => {
    expect(refusalOf({ ...good, source: "a\u001b]0;owned\u0007" })).toMatch(/control characters/);
    expect(refusalOf({ ...good, ref: "main\u009b" })).toMatch(/control characters/);
    expect(refusalOf({ ...good, sourceType: "git", sourceUrl: "ext::sh -c touch% /tmp/x" })).toMatch(/git option or transport/);
    expect(refusalOf({ ...good, sourceType: "git", ref: "--output=/tmp/x" })).toMatch(/git option or transport/);
    expect(refusalOf({ ...good, source: "" })).toMatch(/source must be a non-empty string/);
    expect(refusalOf({ ...good, ref: 7 })).toMatch(/ref must be a string/);
  });

  it("is refused whole only when it is not a lock at all", () => {
    for (const text of ["", "null", "[]", '{"version":"1","skills":{}}', '{"version":1,"skills":[]}', "{"]) {
      const folder = project();
      writeFileSync(join(folder, "skills-lock.json"), text);
      expect(
        codeOf(() => readLockfile(folder)),
        JSON.stringify(text),
      ).toBe("LOCK_INVALID");
    }
  });
});

describe("writes that stay inside the skill folder", () => {
  it("checkSafePath keeps plain relative paths and refuses the rest as UNSAFE_PATH", () => {
    for (const path of ["SKILL.md", "scripts/run.sh", "a/b/c.txt", ".hidden", "..a", "a..b"])
      expect(checkSafePath(path, "test"), path).toBe(path);
    for (const path of ["..", "../a", "a/..", "/a", "a/", "a//b", ".", "a\\..\\b", "c:x", "a\0"])
      expect(
        codeOf(() => checkSafePath(path, "test")),
        JSON.stringify(path),
      ).toBe("UNSAFE_PATH");
  });

  it("makeFolders refuses a link or a file on the way, and writeNewFile never writes through a link", () => {
    const base = project();
    const outside = project();
    symlinkSync(outside, join(base, "linked"));
    expect(
      codeOf(() => {
        makeFolders(base, "linked/inner");
      }),
    ).toBe("UNSAFE_PATH");
    writeFileSync(join(base, "file"), "");
    expect(
      codeOf(() => {
        makeFolders(base, "file/inner");
      }),
    ).toBe("UNSAFE_PATH");
    writeFileSync(join(outside, "target"), "untouched");
    symlinkSync(join(outside, "target"), join(base, "planted"));
    expect(
      codeOf(() => {
        writeNewFile(join(base, "planted"), new TextEncoder().encode("evil"), 0o644);
      }),
    ).toBe("UNSAFE_PATH");
    expect(readFileSync(join(outside, "target"), "utf8")).toBe("untouched");
    makeFolders(base, "a/b/c");
    writeNewFile(join(base, "a/b/c/x"), new TextEncoder().encode("ok"), 0o755);
    expect(readFileSync(join(base, "a/b/c/x"), "utf8")).toBe("ok");
  });
});
