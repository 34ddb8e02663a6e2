// The install side's reader of a skill folder from a local or git source: every entry looked at with
// lstat first; links recorded, never followed (the scan judges them); hard links, FIFOs, sockets and
// devices refused and never opened; sizes checked against the limits before a byte is read; each file
// opened with O_NOFOLLOW and checked with fstat to be the regular file that was looked at.
import { closeSync, constants, fstatSync, lstatSync, openSync, readdirSync, readlinkSync, readSync, type Stats } from "node:fs";
import { join } from "node:path";
import type { ContentFile, ContentLink, SkillContents } from "@skill-kit/scan";
import { InstallError } from "../install-error.js";
import { skillBudget } from "../install-limits.js";

const skipped = new Set([".git", "node_modules"]);

function refused(path: string, what: string): InstallError {
  return new InstallError({
    code: "UNSUPPORTED_FILE",
    message: `${path} is ${what}: a skill holds only folders, regular files and symbolic links; refusing the source`,
    data: { path },
  });
}

function kindOf(stat: Stats): string {
  if (stat.isFIFO()) return "a FIFO";
  if (stat.isSocket()) return "a socket";
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return "a device";
  return "not a regular file";
}

/** Reads exactly the file that `seen` describes, or refuses it. */
function readRegularFile(full: string, shown: string, seen: Stats): Uint8Array {
  const fd = openSync(full, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile() || stat.ino !== seen.ino || stat.dev !== seen.dev || stat.size !== seen.size || stat.nlink !== 1)
      throw refused(shown, "a file that changed while it was read");
    const bytes = new Uint8Array(stat.size);
    let read = 0;
    while (read < bytes.length) {
      const count = readSync(fd, bytes, read, bytes.length - read, read);
      if (count === 0) throw refused(shown, "a file that shrank while it was read");
      read += count;
    }
    return bytes;
  } finally {
    closeSync(fd);
  }
}

/** `folder`'s files and links; `name` labels errors (`vendor/deploy`). Throws `UNSUPPORTED_FILE` or `TOO_LARGE`. */
export function readSkillFolder(folder: string, name = folder): SkillContents {
  const files: ContentFile[] = [];
  const links: ContentLink[] = [];
  const count = skillBudget(name);
  const found: { readonly path: string; readonly stat: Stats }[] = [];
  const walk = (relative: string): void => {
    for (const entry of readdirSync(join(folder, relative)).sort()) {
      const path = relative === "" ? entry : `${relative}/${entry}`;
      const full = join(folder, path);
      const stat = lstatSync(full);
      count(`${name}/${path}`, stat.isFile() ? stat.size : 0);
      if (stat.isSymbolicLink()) links.push({ path, target: readlinkSync(full) });
      else if (stat.isDirectory()) {
        if (!skipped.has(entry)) walk(path);
      } else if (!stat.isFile()) throw refused(`${name}/${path}`, kindOf(stat));
      else if (stat.nlink > 1) throw refused(`${name}/${path}`, `a hard link (${String(stat.nlink)} names for one file)`);
      else found.push({ path, stat });
    }
  };
  walk("");
  for (const { path, stat } of found)
    files.push({
      path,
      bytes: readRegularFile(join(folder, path), `${name}/${path}`, stat),
      executable: (stat.mode & 0o111) !== 0,
    });
  return { skill: folder, files, links };
}
