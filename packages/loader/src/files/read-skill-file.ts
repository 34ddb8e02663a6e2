// Finds and reads a skill folder's SKILL.md (or lowercase skill.md) once, refusing anything but a regular file.
import { statSync, type Stats } from "node:fs";
import { basename, join, normalize, sep } from "node:path";
import { errorDiagnostic, type Diagnostic } from "../diagnostic.js";
import { readFileUpTo, tooLargeMessage } from "@skill-kit/node";

/** A SKILL.md read from disk. `text` is decoded UTF-8 with any byte-order mark kept. */
export interface SkillFile {
  readonly directory: string;
  readonly directoryName: string;
  readonly path: string;
  readonly text: string;
}

/** The file, or one diagnostic saying why there is none. */
export type SkillFileResult =
  | { readonly ok: true; readonly file: SkillFile }
  | { readonly ok: false; readonly diagnostic: Diagnostic };

/** Options: `maxFileBytes` caps the SKILL.md size (default 4 MiB). */
export interface ReadSkillFileOptions {
  readonly maxFileBytes?: number;
}

const SKILL_FILE_NAMES = ["SKILL.md", "skill.md"] as const;
const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

function pathText(directory: string): string {
  const normal = normalize(directory);
  return normal.length > 1 && normal.endsWith(sep) ? normal.slice(0, -1) : normal;
}

function stat(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

function failure(rule: string, message: string, path: string): SkillFileResult {
  return { ok: false, diagnostic: errorDiagnostic(rule, message, path) };
}

/** Reads the SKILL.md at `path` (of the skill in `directory`) after checking it is a regular, small file. */
export function readSkillFileAt(directory: string, path: string, options: ReadSkillFileOptions = {}): SkillFileResult {
  const limit = options.maxFileBytes ?? 4 * 1024 * 1024;
  const read = readFileUpTo(path, limit);
  if (!Buffer.isBuffer(read)) {
    if ("kind" in read)
      return failure("skill-file-not-regular", `${path} is ${read.kind}; expected a regular SKILL.md file`, path);
    if ("size" in read) return failure("skill-file-too-large", tooLargeMessage(path, read.size, limit), path);
    if (read.code === "ENOENT" || read.code === "ENOTDIR") return failure("skill-file-missing", `${path} does not exist`, path);
    return failure("io-error", `${path} could not be read`, path);
  }
  let text: string;
  try {
    text = decoder.decode(read);
  } catch {
    return failure("not-utf8", `${path} is not valid UTF-8 text`, path);
  }
  const shown = pathText(directory);
  return { ok: true, file: { directory, directoryName: shown === "." ? "" : basename(shown), path, text } };
}

/** Locates `SKILL.md`, then `skill.md`, in `directory` (as the reference does) and reads it. */
export function readSkillFile(directory: string, options: ReadSkillFileOptions = {}): SkillFileResult {
  const shown = pathText(directory);
  const folder = stat(directory);
  if (folder === undefined) return failure("path-missing", `Path does not exist: ${shown}`, directory);
  if (!folder.isDirectory()) return failure("not-a-directory", `Not a directory: ${shown}`, directory);
  const name = SKILL_FILE_NAMES.find((candidate) => stat(join(directory, candidate)) !== undefined);
  if (name === undefined) return failure("skill-file-missing", "Missing required file: SKILL.md", directory);
  return readSkillFileAt(directory, join(directory, name), options);
}
