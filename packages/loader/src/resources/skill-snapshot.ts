// One consistent view of a skill's files for the MCP Skills Extension (SEP-2640): each file's size
// and sha256 digest come from the same bytes, and the frontmatter from those of SKILL.md. Every file
// is stat-ed before and after the reads; if any changed meanwhile the snapshot is taken again, so a
// manifest never mixes files from before and after a change on disk.
import { createHash } from "node:crypto";
import { statSync } from "node:fs";
import { join } from "node:path";
import { ResourceError, SnapshotError } from "../loader-error.js";
import { frontmatterJson } from "./frontmatter-json.js";
import { listSkillResources } from "./list-skill-resources.js";
import { readSkillResource } from "./read-skill-resource.js";

/** The Skills Extension's per-skill limits: files (SKILL.md included) and their total bytes. */
export const skillFileLimit = 512;
export const skillByteLimit = 16 * 1024 * 1024;

export interface SnapshotFile {
  /** Relative to the skill folder, `/`-separated; SKILL.md first. */
  readonly path: string;
  readonly size: number;
  /** `sha256:` and 64 lowercase hex digits of the file's bytes. */
  readonly digest: string;
}

export interface SkillSnapshot {
  readonly files: readonly SnapshotFile[];
  /** SKILL.md's frontmatter as JSON data, parsed from the snapshot's bytes (every key as written). */
  readonly frontmatter: Readonly<Record<string, unknown>>;
}

export interface SnapshotOptions {
  /** The name of the skill's SKILL.md in its folder (default `SKILL.md`). */
  readonly skillMd?: string;
  /** Tries before giving up on a folder that keeps changing (default 5). */
  readonly attempts?: number;
}

export function sha256Digest(bytes: Uint8Array): string {
  return `sha256:${createHash("sha256").update(bytes).digest("hex")}`;
}

/** Throws `SnapshotError`: `SKILL_TOO_LARGE` over the limits, `SKILL_CHANGING` when no try saw the folder still. */
export function snapshotSkill(directory: string, options: SnapshotOptions = {}): SkillSnapshot {
  const attempts = options.attempts ?? 5;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const snapshot = trySnapshot(directory, options.skillMd ?? "SKILL.md");
    if (snapshot !== undefined) return snapshot;
  }
  throw new SnapshotError({
    code: "SKILL_CHANGING",
    message: `the skill at ${directory} changed during each of ${String(attempts)} tries to read it; try again once it is written`,
    data: { directory },
  });
}

function trySnapshot(directory: string, skillMd: string): SkillSnapshot | undefined {
  const listing = listSkillResources(directory, { maxFiles: skillFileLimit - 1, maxDepth: 32 });
  if (listing.truncated) tooLarge(directory, `more than ${String(skillFileLimit)} files`);
  const paths = [skillMd, ...listing.files];
  const before = paths.map((path) => stamp(directory, path));
  let total = 0;
  const files: (SnapshotFile & { readonly bytes: Uint8Array })[] = [];
  for (const path of paths) {
    const bytes = readListed(directory, path);
    if (bytes === undefined) return undefined;
    total += bytes.length;
    if (total > skillByteLimit) tooLarge(directory, `more than ${String(skillByteLimit)} bytes`);
    files.push({ path: path === skillMd ? "SKILL.md" : path, size: bytes.length, digest: sha256Digest(bytes), bytes });
  }
  if (paths.some((path, index) => stamp(directory, path) !== before[index])) return undefined;
  const [first] = files;
  const frontmatter = frontmatterJson(Buffer.from(first?.bytes ?? new Uint8Array()).toString("utf8"));
  return { files: files.map(({ path, size, digest }) => ({ path, size, digest })), frontmatter };
}

/** The file's bytes; undefined when it went away after it was listed (the folder changed: try again). */
function readListed(directory: string, path: string): Uint8Array | undefined {
  try {
    return readSkillResource(directory, path, { maxBytes: skillByteLimit }).bytes;
  } catch (error) {
    if (ResourceError.isInstance(error) && (error.code === "RESOURCE_NOT_FOUND" || error.code === "RESOURCE_NOT_A_FILE"))
      return undefined;
    throw error;
  }
}

/** What changes when a file is rewritten or replaced: inode, size and modification time. */
function stamp(directory: string, path: string): string {
  try {
    const stats = statSync(join(directory, path), { bigint: true });
    return `${String(stats.ino)}:${String(stats.size)}:${String(stats.mtimeNs)}:${String(stats.ctimeNs)}`;
  } catch {
    return "gone";
  }
}

function tooLarge(directory: string, what: string): never {
  throw new SnapshotError({
    code: "SKILL_TOO_LARGE",
    message: `the skill at ${directory} has ${what}: the Skills Extension's limit is ${String(skillFileLimit)} files and ${String(skillByteLimit)} bytes`,
    data: { directory },
  });
}
