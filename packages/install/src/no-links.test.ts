// A symbolic link anywhere between the project and a target is refused before anything is written.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkNoLinksOnPath } from "./no-links.js";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
const project = (): string => {
  const folder = mkdtempSync(join(tmpdir(), "skill-kit-links-"));
  folders.push(folder);
  return folder;
};

describe("checkNoLinksOnPath", () => {
  it("passes folders and parts that do not exist yet", () => {
    const root = project();
    mkdirSync(join(root, ".agents/skills"), { recursive: true });
    expect(() => {
      checkNoLinksOnPath(root, ".agents/skills/x");
    }).not.toThrow();
    expect(() => {
      checkNoLinksOnPath(root, ".claude/skills/x");
    }).not.toThrow();
  });

  it("refuses a link anywhere on the way, naming it", () => {
    const root = project();
    symlinkSync("../..", join(root, ".agents"));
    expect(() => {
      checkNoLinksOnPath(root, ".agents/skills/x");
    }).toThrow(/^\.agents is a symbolic link/);
    mkdirSync(join(root, ".claude"));
    symlinkSync(tmpdir(), join(root, ".claude/skills"));
    expect(() => {
      checkNoLinksOnPath(root, ".claude/skills/x");
    }).toThrow(/^\.claude\/skills is a symbolic link/);
  });

  it("refuses a link as the target itself, and a file where a folder must be", () => {
    const root = project();
    mkdirSync(join(root, ".agents/skills"), { recursive: true });
    symlinkSync("/", join(root, ".agents/skills/x"));
    expect(() => {
      checkNoLinksOnPath(root, ".agents/skills/x");
    }).toThrow(/symbolic link/);
    writeFileSync(join(root, ".codex"), "");
    expect(() => {
      checkNoLinksOnPath(root, ".codex/skills/x");
    }).toThrow(/^\.codex is not a folder/);
  });
});
