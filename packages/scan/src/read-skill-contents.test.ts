// Reading a folder: sizes checked before reading, FIFOs never opened, both reported by the scan.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findSkills, readSkillContents } from "./read-skill-contents.js";
import { scanSkill } from "./scan-skill.js";

const folder = mkdtempSync(join(tmpdir(), "scan-read-"));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe("readSkillContents", () => {
  writeFileSync(join(folder, "SKILL.md"), "---\nname: big\ndescription: x\n---\nDo it.\n");
  mkdirSync(join(folder, "assets"));
  writeFileSync(join(folder, "assets/huge.bin"), "");
  truncateSync(join(folder, "assets/huge.bin"), 3 * 1024 ** 3);
  writeFileSync(join(folder, "small.txt"), "0123456789");

  it("does not read a file over the limit (a sparse 3 GiB file) and the scan reports it", () => {
    const contents = readSkillContents(folder);
    expect(contents.files.map((file) => file.path).sort()).toEqual(["SKILL.md", "small.txt"]);
    expect(contents.unread).toEqual([{ path: "assets/huge.bin", kind: "oversized", detail: "3.0 GiB" }]);
    expect(scanSkill(contents).map((finding) => `${finding.rule} ${finding.level} ${finding.path}`)).toEqual([
      "oversized-file error assets/huge.bin",
    ]);
    expect(
      readSkillContents(folder, { maxFileBytes: 5 })
        .unread?.map((entry) => entry.path)
        .sort(),
    ).toEqual(["SKILL.md", "assets/huge.bin", "small.txt"]);
  });

  it.skipIf(process.platform === "win32")("never opens a FIFO, and the scan reports it", () => {
    execFileSync("mkfifo", [join(folder, "pipe")]);
    const contents = readSkillContents(folder);
    expect(contents.unread).toContainEqual({ path: "pipe", kind: "special", detail: "a FIFO (named pipe)" });
    expect(scanSkill(contents).map((finding) => finding.rule)).toContain("special-file");
  });

  it.skipIf(process.platform === "win32")(
    "does not follow a file swapped for a link after listing: left unread, reported",
    () => {
      const swapped = mkdtempSync(join(tmpdir(), "scan-swap-"));
      writeFileSync(join(swapped, "SKILL.md"), "---\nname: swap\ndescription: x\n---\nDo it.\n");
      writeFileSync(join(swapped, "notes.md"), "plain\n");
      const [found] = findSkills(swapped);
      rmSync(join(swapped, "notes.md"));
      symlinkSync("/etc/hostname", join(swapped, "notes.md"));
      const contents = readSkillContents(swapped, { entries: found?.entries ?? [] });
      rmSync(swapped, { recursive: true, force: true });
      expect(contents.files.map((file) => file.path)).toEqual(["SKILL.md"]);
      expect(contents.unread).toEqual([{ path: "notes.md", kind: "special", detail: "a file that cannot be opened (ELOOP)" }]);
    },
  );
});

describe("findSkills", () => {
  it("finds skills by the loader's rule: nested ones too, skill.md when there is no SKILL.md, never in .git or node_modules", () => {
    const root = mkdtempSync(join(tmpdir(), "scan-find-"));
    const skill = (path: string, file = "SKILL.md"): void => {
      mkdirSync(join(root, path), { recursive: true });
      writeFileSync(join(root, path, file), "---\nname: x\ndescription: x\n---\n");
    };
    skill("outer");
    skill("outer/inner");
    skill("outer/inner/deepest");
    skill("lower", "skill.md");
    skill("outer/.git/hidden");
    skill("node_modules/dependency");
    const found = findSkills(root).map((item) => `${item.folder.slice(root.length + 1)} ${item.file}`);
    const outer = readSkillContents(join(root, "outer"));
    const ownFiles = readSkillContents(join(root, "outer"), { nestedSkills: false });
    rmSync(root, { recursive: true, force: true });
    expect(found.sort()).toEqual(["lower skill.md", "outer SKILL.md", "outer/inner SKILL.md", "outer/inner/deepest SKILL.md"]);
    expect(outer.files.map((file) => file.path).sort()).toEqual(["SKILL.md", "inner/SKILL.md", "inner/deepest/SKILL.md"]);
    expect(ownFiles.files.map((file) => file.path)).toEqual(["SKILL.md"]);
  });
});
