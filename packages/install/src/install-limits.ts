// How much a source may hand over: checked from sizes (stat, or a server's manifest) before any byte
// is read, so a hostile source cannot fill memory. Agent skills are text and small scripts; the largest
// skill of the shared corpus is far below these.
import { InstallError } from "./install-error.js";

const mebibyte = 1024 * 1024;

/** One file of a skill. */
export const maxFileBytes = 10 * mebibyte;
/** All files of one skill together. */
export const maxSkillBytes = 50 * mebibyte;
/** Entries (files, folders, links) in one skill. */
export const maxSkillFiles = 5000;

const shown = (bytes: number): string =>
  bytes >= mebibyte ? `${(bytes / mebibyte).toFixed(1).replace(/\.0$/, "")} MiB` : `${String(bytes)} bytes`;

/** `TOO_LARGE` naming the file, its size and the per-file limit. */
export function fileTooLarge(path: string, size: number): InstallError {
  return new InstallError({
    code: "TOO_LARGE",
    message: `${path} is ${shown(size)} (${String(size)} bytes), over the limit of ${shown(maxFileBytes)} per file: refusing to read it`,
    data: { path, size, limit: maxFileBytes },
  });
}

/** `TOO_LARGE` naming the skill, its files' size so far (counted up to `path`) and the per-skill limit. */
export function skillTooLarge(skill: string, size: number, path: string): InstallError {
  return new InstallError({
    code: "TOO_LARGE",
    message: `${skill}: its files come to ${shown(size)} (${String(size)} bytes, counting up to ${path}), over the limit of ${shown(maxSkillBytes)} per skill: refusing to read it`,
    data: { path: skill, size, limit: maxSkillBytes },
  });
}

/** Counts a skill's entries and bytes as they are found, throwing `TOO_LARGE` past a limit. */
export function skillBudget(skill: string): (path: string, size: number) => void {
  let files = 0;
  let bytes = 0;
  return (path, size) => {
    files += 1;
    bytes += size;
    if (size > maxFileBytes) throw fileTooLarge(path, size);
    if (bytes > maxSkillBytes) throw skillTooLarge(skill, bytes, path);
    if (files > maxSkillFiles)
      throw new InstallError({
        code: "TOO_LARGE",
        message: `${skill} has more than ${String(maxSkillFiles)} files, folders and links: refusing to read it`,
        data: { path: skill, limit: maxSkillFiles },
      });
  };
}
