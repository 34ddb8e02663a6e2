// The session directory check: an existing plain directory is taken with one lstat, and
// everything else keeps its messages (created 0700 when missing; refused when it is a file, a
// symlink, or writable by others).
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sessionDir } from "./session-dir.js";

const root = mkdtempSync(join(tmpdir(), "skill-kit-session-dir-"));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});
const env = { TMPDIR: root };

describe("sessionDir", () => {
  it("takes an existing private directory as it is", () => {
    const dir = join(root, "existing");
    mkdirSync(dir, { mode: 0o700 });
    expect(sessionDir(dir, env)).toBe(dir);
    expect(sessionDir(undefined, { TMPDIR: dir })).toBe(join(dir, "skill-kit-sessions"));
  });

  it("creates a missing one, parents included, 0700", () => {
    const dir = join(root, "a", "b", "sessions");
    expect(sessionDir(dir, env)).toBe(dir);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it("refuses a file, a symlink and a directory others can write to, with the same messages as before", () => {
    const file = join(root, "file");
    writeFileSync(file, "");
    expect(() => sessionDir(file, env)).toThrow(`cannot create session directory ${file}: EEXIST`);
    expect(() => sessionDir(join(file, "below"), env)).toThrow(`cannot create session directory ${join(file, "below")}: ENOTDIR`);
    const target = join(root, "target");
    mkdirSync(target, { mode: 0o700 });
    const link = join(root, "link");
    symlinkSync(target, link);
    expect(() => sessionDir(link, env)).toThrow(`refusing session directory ${link}: it is not a plain directory`);
    const open = join(root, "open");
    mkdirSync(open);
    chmodSync(open, 0o777);
    expect(() => sessionDir(open, env)).toThrow(
      `refusing session directory ${open}: it is writable by group or others (mode 777)`,
    );
    const loose = join(root, "loose");
    mkdirSync(join(loose, "skill-kit-sessions"), { recursive: true });
    chmodSync(join(loose, "skill-kit-sessions"), 0o755);
    expect(() => sessionDir(undefined, { TMPDIR: loose })).toThrow("its mode is 755, expected 700");
  });
});
