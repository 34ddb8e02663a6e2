// Temporary folders for file-system fixtures: written inline by each test, removed after it.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach } from "vitest";

/** A temporary folder with helpers that create files, folders and links inside it. */
export interface TempFolder {
  readonly path: string;
  file(relative: string, content: string | Uint8Array): string;
  folder(relative: string): string;
  link(target: string, relative: string): string;
  skill(relative: string, frontmatter: string, body?: string): string;
}

const created: string[] = [];

afterEach(() => {
  for (const path of created.splice(0)) rmSync(path, { recursive: true, force: true });
});

/** Creates a temporary folder removed after the current test. */
export function tempFolder(): TempFolder {
  const path = mkdtempSync(join(tmpdir(), "skill-kit-loader-"));
  created.push(path);
  const at = (relative: string): string => join(path, relative);
  const folder = (relative: string): string => {
    mkdirSync(at(relative), { recursive: true });
    return at(relative);
  };
  const file = (relative: string, content: string | Uint8Array): string => {
    folder(dirname(relative));
    writeFileSync(at(relative), content);
    return at(relative);
  };
  return {
    path,
    file,
    folder,
    link(target, relative) {
      folder(dirname(relative));
      symlinkSync(target, at(relative));
      return at(relative);
    },
    skill(relative, frontmatter, body = "# Skill\n\nDo the thing.\n") {
      file(join(relative, "SKILL.md"), `---\n${frontmatter.trim()}\n---\n\n${body}`);
      return at(relative);
    },
  };
}

/** Creates a FIFO at `path` with the system's `mkfifo`; false when that tool is missing. */
export function makeFifo(path: string): boolean {
  try {
    execFileSync("mkfifo", [path], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}
