// The install side's reader: links recorded and never followed, `.git` left out, sockets and too many
// entries refused before a byte is read.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { maxSkillFiles } from "../install-limits.js";
import { readSkillFolder } from "./read-skill-folder.js";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
const skill = (): string => {
  const folder = mkdtempSync(join(tmpdir(), "skill-kit-read-"));
  folders.push(folder);
  writeFileSync(join(folder, "SKILL.md"), "---\nname: x\n---\n");
  return folder;
};
const listening = (server: Server, path: string): Promise<void> =>
  new Promise((resolve) => {
    server.listen(path, resolve);
  });

describe("readSkillFolder", () => {
  it("reads files with their execute bit, records links as written, and leaves out .git", () => {
    const folder = skill();
    mkdirSync(join(folder, "scripts"));
    writeFileSync(join(folder, "scripts/run"), "#!/bin/sh\n", { mode: 0o755 });
    symlinkSync("/etc/passwd", join(folder, "passwd"));
    mkdirSync(join(folder, ".git"));
    writeFileSync(join(folder, ".git/config"), "");
    const contents = readSkillFolder(folder, "x");
    expect(contents.files.map((file) => [file.path, file.executable])).toEqual([
      ["SKILL.md", false],
      ["scripts/run", true],
    ]);
    expect(contents.links).toEqual([{ path: "passwd", target: "/etc/passwd" }]);
  });

  it("refuses a socket", async () => {
    const folder = skill();
    const server = createServer();
    await listening(server, join(folder, "agent.sock"));
    try {
      expect(() => readSkillFolder(folder, "x")).toThrow(/^x\/agent\.sock is a socket: /);
    } finally {
      server.close();
    }
  });

  it("refuses a skill with more entries than the limit", () => {
    const folder = skill();
    for (let index = 0; index < maxSkillFiles; index += 1) mkdirSync(join(folder, `d${String(index)}`));
    expect(() => readSkillFolder(folder, "x")).toThrow(`x has more than ${String(maxSkillFiles)} files, folders and links`);
  });
});
