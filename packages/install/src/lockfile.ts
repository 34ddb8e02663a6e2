// skills-lock.json: the `skills` CLI's fields (`version`, per skill `source`, `sourceType`,
// `computedHash`, and `sourceUrl`, `ref`, `skillPath` where they apply) plus, under `skillKit`, what a
// verified restore needs: where exactly the files came from and each file's path, size and sha256.
// Entries are checked one by one: a bad one is refused alone and kept in the file as it was.
import { randomBytes } from "node:crypto";
import { closeSync, constants, fstatSync, lstatSync, openSync, readFileSync, renameSync } from "node:fs";
import { join } from "node:path";
import type { HostId } from "@skill-kit/primitives";
import { InstallError } from "./install-error.js";
import { entryJson, isRecord, parseLockEntry } from "./lock-entry.js";
import { writeNewFile } from "./safe-write.js";

export const lockFileName = "skills-lock.json";

/** A lockfile larger than this is not read at all. */
const maxLockBytes = 10 * 1024 * 1024;
/**
 * Deepest nesting a lockfile may have: an entry is four levels deep, and a field of another tool's
 * kept as it was rarely more. A deeper one would overflow `JSON.stringify` when the lock is written back.
 */
const maxLockDepth = 64;

/** Whether arrays and objects nest more than `limit` levels; the walk stops there. */
function nestsDeeper(value: unknown, limit: number): boolean {
  if (typeof value !== "object" || value === null) return false;
  if (limit === 0) return true;
  return Object.values(value).some((item) => nestsDeeper(item, limit - 1));
}

/** The source types skill-kit writes; an entry of the `skills` CLI may name others (`github`, `well-known`, …). */
export type SourceType = "local" | "git" | "mcp";

export interface LockedFile {
  readonly path: string;
  readonly size: number;
  /** 64 lowercase hex digits. */
  readonly sha256: string;
  /** Written with execute bits (0755) when true. */
  readonly executable?: boolean;
}

export interface LockEntry {
  /** A local folder relative to the project (`./…`), a git URL, `owner/repo` (github), or a server's `/mcp` URL. */
  readonly source: string;
  /** `local`, `git` or `mcp` in an entry skill-kit wrote; any of the `skills` CLI's in one it wrote. */
  readonly sourceType: string;
  /** For git sources: the URL to clone (the `skills` CLI restores generic git sources from it). */
  readonly sourceUrl?: string;
  /** The ref asked for, as given. */
  readonly ref?: string;
  /** The SKILL.md's path inside a local or git source. */
  readonly skillPath?: string;
  readonly computedHash: string;
  readonly skillKit: {
    /** The commit a git ref resolved to. */
    readonly commit?: string;
    /** The skill's `skill://…/SKILL.md` URI on a server. */
    readonly uri?: string;
    /** The hosts whose skills folders hold the skill. */
    readonly agents: readonly HostId[];
    readonly files: readonly LockedFile[];
  };
  /**
   * `skills` when the `skills` CLI wrote the entry (no `skillKit` block in the file): then only
   * `computedHash` can be verified, `skillKit.files` is empty and `skillKit.agents` is `generic`
   * (`.agents/skills`, where that CLI restores). Written back without a `skillKit` block.
   */
  readonly writtenBy?: "skills";
  /** Fields skill-kit does not read (`wellKnownDigest`, `via`, …), written back as they were. */
  readonly otherFields?: Readonly<Record<string, unknown>>;
}

export interface RefusedEntry {
  /** Why, naming the field. */
  readonly problem: string;
  /** The entry as the file holds it; written back unchanged. */
  readonly json: unknown;
}

export interface Lockfile {
  readonly version: number;
  readonly skills: Readonly<Record<string, LockEntry>>;
  /** Entries refused one by one (a bad name, an unsafe path, a missing field); the others stay usable. */
  readonly refused?: Readonly<Record<string, RefusedEntry>>;
}

function invalid(path: string, message: string): never {
  throw new InstallError({ code: "LOCK_INVALID", message: `${path}: ${message}`, data: { path } });
}

/** The lock in `text`; throws `LOCK_INVALID` only when it is not a lock at all. */
function parseLockfile(text: string, path: string): Lockfile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return invalid(path, `not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!isRecord(data) || typeof data["version"] !== "number" || !isRecord(data["skills"]))
    invalid(path, 'expected { "version": 1, "skills": { … } }');
  if (nestsDeeper(data, maxLockDepth)) invalid(path, `nests more than ${String(maxLockDepth)} levels deep; refusing to read it`);
  const skills: [string, LockEntry][] = [];
  const refused: [string, RefusedEntry][] = [];
  for (const [name, json] of Object.entries(data["skills"])) {
    const entry = parseLockEntry(name, json);
    if ("refused" in entry) refused.push([name, { problem: `${path}: ${entry.refused}`, json }]);
    else skills.push([name, entry]);
  }
  return {
    version: data["version"],
    skills: Object.fromEntries(skills),
    ...(refused.length > 0 ? { refused: Object.fromEntries(refused) } : {}),
  };
}

/** The lock's text, or undefined when there is none: a regular file only (never through a link, never a FIFO), size checked first. */
function readLockText(path: string): string | undefined {
  let stat: ReturnType<typeof lstatSync>;
  try {
    stat = lstatSync(path);
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return undefined;
    throw error;
  }
  if (!stat.isFile())
    invalid(path, `is ${stat.isSymbolicLink() ? "a symbolic link" : "not a regular file"}; refusing to read it`);
  const fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  try {
    const opened = fstatSync(fd);
    if (!opened.isFile() || opened.ino !== stat.ino) invalid(path, "changed while it was opened; refusing to read it");
    if (opened.size > maxLockBytes)
      invalid(
        path,
        `${String(opened.size)} bytes; refusing to read a lockfile larger than ${String(maxLockBytes)} bytes (10 MiB)`,
      );
    return readFileSync(fd, "utf8");
  } finally {
    closeSync(fd);
  }
}

/** The project's lockfile; an empty one when there is none. Throws `LOCK_INVALID` when it is not a lock, not a regular file or too large. */
export function readLockfile(project: string): Lockfile {
  const path = join(project, lockFileName);
  const text = readLockText(path);
  return text === undefined ? { version: 1, skills: {} } : parseLockfile(text, path);
}

/** Entries of the file on disk that reading refused: never dropped by a write. */
function refusedOnDisk(project: string): Readonly<Record<string, RefusedEntry>> {
  try {
    return readLockfile(project).refused ?? {};
  } catch {
    return {};
  }
}

/**
 * Writes the lockfile as the `skills` CLI does (skills sorted by name, two-space JSON), through a
 * rename of a freshly created file. Refused entries (of `lock`, else of the file on disk) are written back as they were, unless
 * `lock.skills` now has an entry of that name.
 */
export function writeLockfile(project: string, lock: Lockfile): void {
  const refused = lock.refused ?? refusedOnDisk(project);
  const all = new Map<string, unknown>(Object.entries(refused).map(([name, entry]) => [name, entry.json]));
  for (const [name, entry] of Object.entries(lock.skills)) all.set(name, entryJson(entry));
  const skills = Object.fromEntries([...all.keys()].sort().map((name) => [name, all.get(name)]));
  const path = join(project, lockFileName);
  // A fresh name, created with O_EXCL|O_NOFOLLOW: a link planted at a fixed temp name is never written through.
  const temporary = `${path}.${randomBytes(6).toString("hex")}.tmp`;
  writeNewFile(temporary, new TextEncoder().encode(`${JSON.stringify({ version: lock.version, skills }, null, 2)}\n`), 0o644);
  renameSync(temporary, path);
}
