// A temp folder of skills for the server tests: a few corpus skills copied in, inline skills written for
// the edge cases, optionally one workflow skill built with the real CLI, and the server launched over stdio.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { connectStdioClient, type CallToolResult, type StdioClient } from "@skill-kit/mcp-testing";

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
export const serverBin = here("../dist/bin.js");
const cliBin = here("../../cli/dist/bin.js");
const g2kEntry = here("../../../tooling/test-utils/fixtures/g2k.ts");

export { corpusPresent, corpusRoot, needsCorpus } from "@skill-kit/test-utils/corpus";
import { corpusRoot } from "@skill-kit/test-utils/corpus";

/** Corpus skills copied into every fixture (folder under visible/). */
export const corpusSkills = [
  "anthropics__skills/skills/internal-comms",
  "anthropics__skills/skills/brand-guidelines",
  "anthropics__skills/skills/algorithmic-art",
  "getsentry__skills/skills/commit",
];

export interface SkillsFolder {
  readonly root: string;
  /** The folder given to --skills. */
  readonly skills: string;
  readonly sessions: string;
  remove(): void;
}

function write(path: string, text: string | Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/** Builds the folder; with `workflow`, also `skills/g2k` from the CLI's g2k fixture (a few seconds). */
export function skillsFolder(options: { readonly workflow?: boolean } = {}): SkillsFolder {
  const root = mkdtempSync(join(tmpdir(), "skill-kit-mcp-"));
  const skills = join(root, "skills");
  for (const skill of corpusSkills)
    cpSync(join(corpusRoot, "visible", skill), join(skills, skill.split("/").at(-1) ?? skill), { recursive: true });
  write(join(root, "outside", "secret.txt"), "top secret\n");
  symlinkSync(join(root, "outside", "secret.txt"), join(skills, "internal-comms", "leak.txt"));
  symlinkSync(join(root, "outside"), join(skills, "internal-comms", "outside-dir"));
  write(join(skills, "internal-comms", "assets", "huge.bin"), new Uint8Array(2 * 1024 * 1024));
  // Valid UTF-8 that JSON would write as \u0001 six bytes a byte: served as base64.
  write(join(skills, "internal-comms", "assets", "controls.txt"), new Uint8Array(1024 * 1024).fill(0x01));
  write(join(skills, "internal-comms", "assets", "pixel.png"), new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]));
  write(
    join(skills, "manual-only", "SKILL.md"),
    "---\nname: manual-only\ndescription: Release the product. Only the user starts this.\ndisable-model-invocation: true\n---\n\nRelease it.\n",
  );
  write(
    join(skills, "greeter", "SKILL.md"),
    "---\nname: greeter\ndescription: Greets people by name.\narguments: who\n---\n\nSay hello to $who ($0), then run !`date` and mention $ARGUMENTS[1].\n",
  );
  if (options.workflow === true) {
    const build = spawnSync(process.execPath, [cliBin, "build", g2kEntry, "-o", join(skills, "g2k"), "--no-typecheck"], {
      encoding: "utf8",
    });
    if (build.status !== 0) throw new Error(`building the g2k fixture failed:\n${build.stderr}`);
  }
  const remove = (): void => {
    rmSync(root, { recursive: true, force: true });
  };
  return { root, skills, sessions: join(root, "sessions"), remove };
}

/** Spawns `node dist/bin.js --skills <folder> --session-dir <sessions> …extra` and connects the SDK client. */
export function connectServer(folder: SkillsFolder, extra: readonly string[] = []): Promise<StdioClient> {
  mkdirSync(folder.sessions, { recursive: true, mode: 0o700 });
  return connectStdioClient({
    command: process.execPath,
    args: [serverBin, "--skills", folder.skills, "--session-dir", folder.sessions, ...extra],
  });
}

/** The text of a result's single text item. */
export function textOf(result: CallToolResult): string {
  const [item] = result.content;
  return item?.type === "text" ? item.text : "";
}
