// Installing is all or nothing: a failure while staging leaves neither the skill nor the staging folder.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { installSkillFiles } from "./stage-skill.js";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
const project = (): string => {
  const folder = mkdtempSync(join(tmpdir(), "skill-kit-stage-"));
  folders.push(folder);
  return folder;
};
const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

describe("installSkillFiles", () => {
  it("writes every host's copy with execute bits where asked, replacing an old folder", () => {
    const root = project();
    mkdirSync(join(root, ".claude/skills/x"), { recursive: true });
    writeFileSync(join(root, ".claude/skills/x/stale.md"), "old");
    const files = [
      { path: "SKILL.md", bytes: bytes("---\nname: x\n---\n"), executable: false },
      { path: "scripts/run", bytes: bytes("#!/bin/sh\n"), executable: true },
    ];
    installSkillFiles({ project: root, name: "x", folders: [".claude/skills", ".agents/skills"], files });
    for (const folder of [".claude/skills/x", ".agents/skills/x"]) {
      expect(readdirSync(join(root, folder)).sort()).toEqual(["SKILL.md", "scripts"]);
      expect(statSync(join(root, folder, "scripts/run")).mode & 0o777).toBe(0o755);
      expect(readFileSync(join(root, folder, "SKILL.md"), "utf8")).toBe("---\nname: x\n---\n");
    }
    expect(readdirSync(root).sort()).toEqual([".agents", ".claude"]);
  });

  it("writes nothing when a file path would leave the skill", () => {
    const root = project();
    const files = [
      { path: "SKILL.md", bytes: bytes("x"), executable: false },
      { path: "../escape.txt", bytes: bytes("x"), executable: false },
    ];
    expect(() => installSkillFiles({ project: root, name: "x", folders: [".agents/skills"], files })).toThrow(
      /refusing the file path "\.\.\/escape\.txt"/,
    );
    expect(readdirSync(root)).toEqual([]);
    expect(existsSync(join(root, "escape.txt"))).toBe(false);
  });

  it("refuses a bad name, and a link on the way or at the target, before writing anything", () => {
    const root = project();
    const files = [{ path: "SKILL.md", bytes: bytes("x"), executable: false }];
    expect(() => installSkillFiles({ project: root, name: ".ssh", folders: [".agents/skills"], files })).toThrow(
      /refusing the skill name "\.ssh"/,
    );
    mkdirSync(join(root, ".agents/skills"), { recursive: true });
    symlinkSync(tmpdir(), join(root, ".agents/skills/x"));
    expect(() => installSkillFiles({ project: root, name: "x", folders: [".agents/skills"], files })).toThrow(
      /^\.agents\/skills\/x is a symbolic link/,
    );
    symlinkSync("..", join(root, ".claude"));
    expect(() => installSkillFiles({ project: root, name: "y", folders: [".claude/skills"], files })).toThrow(
      /^\.claude is a symbolic link/,
    );
    expect(readdirSync(root).sort()).toEqual([".agents", ".claude"]);
  });
});
