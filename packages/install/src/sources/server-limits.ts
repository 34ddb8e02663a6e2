// What a skills server may send, checked before reading: its listing bounded in pages, skills and
// bytes; each manifest's files within the per-file and per-skill limits; every request timed out.
import type { SkillEntry } from "@skill-kit/loader";
import { InstallError } from "../install-error.js";
import { fileTooLarge, maxFileBytes, maxSkillBytes, maxSkillFiles, skillTooLarge } from "../install-limits.js";
import { checkSafePath } from "../safe-path.js";

/** One response: a file at the per-file limit in base64 (4/3) plus room for the JSON-RPC around it. */
export const maxResponseBytes = 16 * 1024 * 1024;
/** `skills/list` pages followed, skills listed and bytes of listing, in all. */
export const maxListPages = 100;
export const maxListedSkills = 10_000;
export const maxListBytes = 32 * 1024 * 1024;
/** Milliseconds one request (initialize, a listing page, one file's read) may take. */
export const requestTimeout = 30_000;

export function listingTooLong(url: string, what: string): InstallError {
  return new InstallError({
    code: "TOO_LARGE",
    message: `${url}: skills/list goes on past ${what}: refusing the listing`,
    data: { url },
  });
}

/** The files of `entry` as paths under it, each refused (`UNSAFE_PATH`, `TOO_LARGE`) before any is read. */
export function checkManifest(
  entry: SkillEntry,
  name: string,
): readonly { readonly uri: string; readonly path: string; readonly size: number }[] {
  if (entry.resources === "dynamic")
    throw new InstallError({
      code: "DIGEST_MISMATCH",
      message: `${entry.uri}: the server gives no digests for this skill's files`,
      data: { uri: entry.uri },
    });
  const prefix = `skill://${name}/`;
  if (entry.resources.length > maxSkillFiles)
    throw new InstallError({
      code: "TOO_LARGE",
      message: `${entry.uri} lists more than ${String(maxSkillFiles)} files: refusing to read it`,
      data: { uri: entry.uri, limit: maxSkillFiles },
    });
  let total = 0;
  return entry.resources.map((file) => {
    if (!file.uri.startsWith(prefix))
      throw new InstallError({
        code: "UNSAFE_PATH",
        message: `${file.uri} is not a file of ${entry.uri}`,
        data: { uri: file.uri },
      });
    const path = checkSafePath(file.uri.slice(prefix.length), entry.uri);
    if (file.size > maxFileBytes) throw fileTooLarge(file.uri, file.size);
    total += file.size;
    if (total > maxSkillBytes) throw skillTooLarge(entry.uri, total, file.uri);
    return { uri: file.uri, path, size: file.size };
  });
}
