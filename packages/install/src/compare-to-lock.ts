// What differs between a skill's files and its lock entry, one line per file, naming it: path, size,
// sha256 and execute bit per file; for an entry the `skills` CLI wrote, only its `computedHash`.
import type { ContentFile } from "@skill-kit/scan";
import { computedHash, sha256Hex } from "./folder-hash.js";
import type { LockedFile, LockEntry } from "./lockfile.js";

export function lockedFiles(files: readonly ContentFile[]): LockedFile[] {
  return [...files]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((file) => ({
      path: file.path,
      size: file.bytes.length,
      sha256: sha256Hex(file.bytes),
      ...(file.executable ? { executable: true } : {}),
    }));
}

function compareToLock(
  locked: { readonly computedHash: string; readonly files: readonly LockedFile[]; readonly hashOnly?: boolean },
  files: readonly ContentFile[],
): string[] {
  if (locked.hashOnly === true)
    return computedHash(files) === locked.computedHash
      ? []
      : ["computedHash differs from the lock's (the files changed since it was written)"];
  const problems: string[] = [];
  const found = new Map(files.map((file) => [file.path, file]));
  for (const file of locked.files) {
    const actual = found.get(file.path);
    if (actual === undefined) problems.push(`${file.path}: missing (the lock lists it)`);
    else if (actual.bytes.length !== file.size)
      problems.push(`${file.path}: ${String(actual.bytes.length)} bytes, the lock says ${String(file.size)}`);
    else if (sha256Hex(actual.bytes) !== file.sha256) problems.push(`${file.path}: its sha256 differs from the lock's`);
    else if (actual.executable !== (file.executable === true))
      problems.push(
        `${file.path}: ${actual.executable ? "executable, the lock says not" : "not executable, the lock says it is"}`,
      );
  }
  const listed = new Set(locked.files.map((file) => file.path));
  for (const file of files) if (!listed.has(file.path)) problems.push(`${file.path}: not in the lock`);
  if (problems.length === 0 && computedHash(files) !== locked.computedHash)
    problems.push("computedHash differs from the lock's (the lockfile was edited by hand?)");
  return problems;
}

/** `compareToLock` against an entry: per file when skill-kit wrote it, by `computedHash` alone when the `skills` CLI did. */
export function compareToEntry(entry: LockEntry, files: readonly ContentFile[]): string[] {
  return compareToLock(
    { computedHash: entry.computedHash, files: entry.skillKit.files, hashOnly: entry.writtenBy === "skills" },
    files,
  );
}
