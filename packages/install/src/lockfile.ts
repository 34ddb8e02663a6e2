// skills-lock.json: the `skills` CLI's fields (`version`, per skill `source`, `sourceType`,
// `computedHash`, and `sourceUrl`, `ref`, `skillPath` where they apply) plus, under `skillKit`, what a
// verified restore needs: where exactly the files came from and each file's path, size and sha256.
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type HostId, isHostId } from "@skill-kit/primitives";
import { InstallError } from "./install-error.js";
import { checkSafePath } from "./safe-path.js";

export const lockFileName = "skills-lock.json";

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
  /** A local folder relative to the project (`./…`), a git URL, or a server's `/mcp` URL. */
  readonly source: string;
  readonly sourceType: SourceType;
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
}

export interface Lockfile {
  readonly version: number;
  readonly skills: Readonly<Record<string, LockEntry>>;
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function invalid(path: string, message: string): never {
  throw new InstallError({ code: "LOCK_INVALID", message: `${path}: ${message}`, data: { path } });
}

function lockedFile(value: unknown, where: string, path: string): LockedFile {
  if (!isRecord(value)) invalid(path, `${where} must be an object`);
  const { size, sha256, executable } = value;
  const filePath =
    typeof value["path"] === "string"
      ? checkSafePath(value["path"], `${path}: ${where}`)
      : invalid(path, `${where}.path must be a string`);
  if (typeof size !== "number" || !Number.isInteger(size) || size < 0) invalid(path, `${where}.size must be a whole number`);
  if (typeof sha256 !== "string" || !/^[0-9a-f]{64}$/.test(sha256))
    invalid(path, `${where}.sha256 must be 64 lowercase hex digits`);
  return { path: filePath, size, sha256, ...(executable === true ? { executable: true } : {}) };
}

function lockEntry(name: string, value: unknown, path: string): LockEntry {
  const where = `skills.${name}`;
  if (!isRecord(value)) invalid(path, `${where} must be an object`);
  const { source, sourceType, computedHash, skillKit } = value;
  if (typeof source !== "string" || source === "") invalid(path, `${where}.source must be a non-empty string`);
  if (sourceType !== "local" && sourceType !== "git" && sourceType !== "mcp")
    invalid(path, `${where}.sourceType ${JSON.stringify(sourceType)} is not one skill-kit restores (local, git, mcp)`);
  if (typeof computedHash !== "string") invalid(path, `${where}.computedHash must be a string`);
  if (!isRecord(skillKit))
    invalid(path, `${where}.skillKit is missing: the skill was not added by skill-kit, so there is nothing to verify it against`);
  const files = Array.isArray(skillKit["files"]) ? skillKit["files"] : invalid(path, `${where}.skillKit.files must be a list`);
  const agents = Array.isArray(skillKit["agents"])
    ? skillKit["agents"]
    : invalid(path, `${where}.skillKit.agents must be a list`);
  const optional = (key: string, from: Readonly<Record<string, unknown>>): Record<string, string> => {
    const item = from[key];
    if (item === undefined) return {};
    if (typeof item !== "string") invalid(path, `${where}.${key} must be a string`);
    return { [key]: item };
  };
  return {
    source,
    sourceType,
    ...optional("sourceUrl", value),
    ...optional("ref", value),
    ...optional("skillPath", value),
    computedHash,
    skillKit: {
      ...optional("commit", skillKit),
      ...optional("uri", skillKit),
      agents: agents.map((agent: unknown) =>
        typeof agent === "string" && isHostId(agent)
          ? agent
          : invalid(path, `${where}.skillKit.agents has an unknown host ${JSON.stringify(agent)}`),
      ),
      files: files.map((file: unknown, index) => lockedFile(file, `${where}.skillKit.files[${String(index)}]`, path)),
    },
  };
}

/** The project's lockfile; an empty one when there is none. Throws `LOCK_INVALID` naming the field. */
export function readLockfile(project: string): Lockfile {
  const path = join(project, lockFileName);
  if (!existsSync(path)) return { version: 1, skills: {} };
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    return invalid(path, `not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!isRecord(data) || typeof data["version"] !== "number" || !isRecord(data["skills"]))
    invalid(path, 'expected { "version": 1, "skills": { … } }');
  const skills = data["skills"];
  return {
    version: data["version"],
    skills: Object.fromEntries(Object.entries(skills).map(([name, entry]) => [name, lockEntry(name, entry, path)])),
  };
}

/** Writes the lockfile as the `skills` CLI does (skills sorted by name, two-space JSON), through a rename. */
export function writeLockfile(project: string, lock: Lockfile): void {
  const skills = Object.fromEntries(
    Object.keys(lock.skills)
      .sort()
      .map((name) => [name, lock.skills[name]]),
  );
  const path = join(project, lockFileName);
  writeFileSync(`${path}.tmp`, `${JSON.stringify({ version: lock.version, skills }, null, 2)}\n`);
  renameSync(`${path}.tmp`, path);
}
