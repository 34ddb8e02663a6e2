// One consistent view of a skill's files for the MCP Skills Extension (SEP-2640): each file's size
// and sha256 digest come from the same bytes, and the frontmatter from those of SKILL.md. Every file
// is stat-ed before and after; if any changed meanwhile the snapshot is taken again, so a manifest
// never mixes files from before and after a change on disk. Files are hashed in chunks over
// `fs.promises`, so the event loop is free between them, and with a `DigestCache` a file whose
// identity (device, inode, size, mtime, ctime) is unchanged is not read at all.
import { createHash } from "node:crypto";
import { realpath } from "node:fs/promises";
import { join } from "node:path";
import { SnapshotError } from "../loader-error.js";
import type { CachedDigest, DigestCache } from "./digest-cache.js";
import { statPath, stampOf, type Stats } from "./file-stamp.js";
import { frontmatterJson } from "./frontmatter-json.js";
import { hashSkillFile } from "./hash-skill-file.js";
import { listSkillResources } from "./list-skill-resources.js";

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
  /** Digests of files already hashed, by identity; without it every file is read. */
  readonly cache?: DigestCache;
}

export function sha256Digest(bytes: Uint8Array): string {
  return `sha256:${createHash("sha256").update(bytes).digest("hex")}`;
}

/**
 * Rejects with a `SnapshotError`: `SKILL_TOO_LARGE` over the limits, `SKILL_CHANGING` when no try saw
 * the folder still. Messages name no path; `data.directory` has the folder.
 */
export async function snapshotSkill(directory: string, options: SnapshotOptions = {}): Promise<SkillSnapshot> {
  const attempts = options.attempts ?? 5;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const snapshot = await trySnapshot(directory, options);
    if (snapshot !== undefined) return snapshot;
  }
  throw new SnapshotError({
    code: "SKILL_CHANGING",
    message: `the skill changed during each of ${String(attempts)} tries to read it; try again once it is written`,
    data: { directory },
  });
}

async function trySnapshot(directory: string, options: SnapshotOptions): Promise<SkillSnapshot | undefined> {
  const skillMd = options.skillMd ?? "SKILL.md";
  const listing = listSkillResources(directory, { maxFiles: skillFileLimit - 1, maxDepth: 32 });
  if (listing.truncated) tooLarge(directory, `more than ${String(skillFileLimit)} files`);
  const paths = [skillMd, ...listing.files];
  const before = await Promise.all(paths.map((path) => statPath(join(directory, path))));
  const total = before.reduce((sum, stats) => sum + (stats?.size ?? 0n), 0n);
  if (total > BigInt(skillByteLimit)) tooLarge(directory, `more than ${String(skillByteLimit)} bytes`);
  let folder: string | undefined;
  const files: SnapshotFile[] = [];
  let frontmatter: Readonly<Record<string, unknown>> = {};
  for (const [index, path] of paths.entries()) {
    const stats = before[index];
    if (stats === undefined) return undefined;
    const isSkillMd = index === 0;
    let known = options.cache?.get(stats);
    if (known === undefined || (isSkillMd && known.frontmatter === undefined)) {
      folder ??= await realFolder(directory);
      known = await hashed({ folder, path, stats, isSkillMd });
      if (known === undefined) return undefined;
      options.cache?.set(stats, known);
    }
    if (isSkillMd) frontmatter = known.frontmatter ?? {};
    files.push({ path: isSkillMd ? "SKILL.md" : path, size: Number(stats.size), digest: known.digest });
  }
  const after = await Promise.all(paths.map((path) => statPath(join(directory, path))));
  if (after.some((stats, index) => stamp(stats) !== stamp(before[index]))) return undefined;
  return { files, frontmatter };
}

/** A cache entry for the file, read now; undefined when it changed under the read. */
async function hashed(input: {
  readonly folder: string;
  readonly path: string;
  readonly stats: Stats;
  readonly isSkillMd: boolean;
}): Promise<CachedDigest | undefined> {
  const read = await hashSkillFile({ folder: input.folder, path: input.path, expected: input.stats, keepBytes: input.isSkillMd });
  if (read === "changed") return undefined;
  if (read.bytes === undefined) return { digest: read.digest };
  return { digest: read.digest, frontmatter: frontmatterJson(read.bytes.toString("utf8")) };
}

function stamp(stats: Stats | undefined): string {
  return stats === undefined ? "gone" : stampOf(stats);
}

async function realFolder(directory: string): Promise<string> {
  try {
    return await realpath(directory);
  } catch {
    return directory;
  }
}

function tooLarge(directory: string, what: string): never {
  throw new SnapshotError({
    code: "SKILL_TOO_LARGE",
    message: `the skill has ${what}: the Skills Extension's limit is ${String(skillFileLimit)} files and ${String(skillByteLimit)} bytes`,
    data: { directory },
  });
}
