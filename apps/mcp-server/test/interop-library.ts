// A small skill library for the interop tests with the official v2 client: a skill with a subfolder,
// an empty folder, a binary of every byte value and a dotfile; a skill nested in another; and the g2k
// workflow skill built with the real CLI. Plus what the disk says each file is, computed here.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
const cliBin = here("../../cli/dist/bin.js");
const g2kEntry = here("../../../tooling/test-utils/fixtures/g2k.ts");

export interface InteropLibrary {
  /** The folder given to --skills; a top-level skill's folder has the skill's name. */
  readonly skills: string;
  readonly sessions: string;
  remove(): void;
}

/** Size and sha256 digest of a file's bytes, in the Skills Extension's spelling. */
export interface FileFacts {
  readonly size: number;
  readonly digest: string;
}

const skillMd = (name: string, description: string): string =>
  `---\nname: ${name}\ndescription: ${description}\n---\n\nFollow the steps.\n`;

export function writeInteropLibrary(): InteropLibrary {
  const root = mkdtempSync(join(tmpdir(), "skill-kit-mcp-interop-"));
  const skills = join(root, "skills");
  const file = (path: string, content: string | Uint8Array): void => {
    mkdirSync(dirname(join(skills, path)), { recursive: true });
    writeFileSync(join(skills, path), content);
  };
  file("guide/SKILL.md", skillMd("guide", "Guides people through a task."));
  file("guide/references/x.md", "# X\n\nThe reference.\n");
  file(
    "guide/assets/all-bytes.bin",
    Uint8Array.from({ length: 256 }, (_, index) => index),
  );
  file("guide/.hidden", "a dotfile\n");
  mkdirSync(join(skills, "guide", "empty"), { recursive: true });
  file("outer/SKILL.md", skillMd("outer", "Holds another skill."));
  file("outer/inner/SKILL.md", skillMd("inner", "A skill inside another."));
  file("outer/inner/notes/a.md", "A note.\n");
  const build = spawnSync(
    process.execPath,
    [cliBin, "build", g2kEntry, "-o", join(skills, "get-to-know-you"), "--no-typecheck"],
    { encoding: "utf8" },
  );
  if (build.status !== 0) throw new Error(`building the g2k fixture failed:\n${build.stderr}`);
  const sessions = join(root, "sessions");
  mkdirSync(sessions, { mode: 0o700 });
  return {
    skills,
    sessions,
    remove: () => {
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** What the disk says of these bytes, computed independently of the server. */
export const factsOf = (bytes: Uint8Array): FileFacts => ({
  size: bytes.length,
  digest: `sha256:${createHash("sha256").update(bytes).digest("hex")}`,
});

/** Every file under `skills` as its `skill://` URI (the folder path, since folders carry skill names), with its facts. */
export function filesOnDisk(skills: string, at = skills): Map<string, FileFacts> {
  const found = new Map<string, FileFacts>();
  for (const entry of readdirSync(at, { withFileTypes: true })) {
    const path = join(at, entry.name);
    if (entry.isDirectory()) for (const [uri, facts] of filesOnDisk(skills, path)) found.set(uri, facts);
    else if (entry.isFile()) found.set(`skill://${relative(skills, path).split(sep).join("/")}`, factsOf(readFileSync(path)));
  }
  return found;
}
