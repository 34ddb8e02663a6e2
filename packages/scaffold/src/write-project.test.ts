import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeProject } from "./write-project.js";

const sandbox = mkdtempSync(join(tmpdir(), "skill-kit-scaffold-test-"));
let made = 0;
const freshDir = (): string => {
  made += 1;
  const dir = join(sandbox, `d${String(made)}`);
  mkdirSync(dir);
  return dir;
};
afterAll(() => {
  rmSync(sandbox, { recursive: true, force: true });
});

describe("writeProject", () => {
  it("removes what it wrote and the folders it made", () => {
    const parent = freshDir();
    const dir = join(parent, "x", "y");
    // "src" is written as a file, so "src/skill.ts" cannot be.
    expect(() => {
      writeProject(dir, { "README.md": "# x\n", src: "", "src/skill.ts": "" });
    }).toThrow();
    expect(readdirSync(parent)).toEqual([]);
  });

  it("leaves an existing empty folder empty", () => {
    const dir = freshDir();
    expect(() => {
      writeProject(dir, { "a.txt": "a", a: "", "a/b": "" });
    }).toThrow();
    expect(readdirSync(dir)).toEqual([]);
  });

  it("writes every file, in folders it makes", () => {
    const dir = join(freshDir(), "p");
    writeProject(dir, { "README.md": "# p\n", "src/skill.ts": "export {};\n" });
    expect(readdirSync(dir).sort()).toEqual(["README.md", "src"]);
  });
});
