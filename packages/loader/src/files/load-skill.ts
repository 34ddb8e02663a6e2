// Loads one skill folder leniently (the client guide's rules), reading its SKILL.md once.
import { resolve } from "node:path";
import { readSkillFile, type ReadSkillFileOptions } from "./read-skill-file.js";
import type { FrontmatterLimits } from "../lenient/load-frontmatter.js";
import { parseSkillMd, type ParseSkillResult } from "../lenient/parse-skill-md.js";

/** File and frontmatter limits. */
export interface LoadSkillOptions extends ReadSkillFileOptions, FrontmatterLimits {}

/** Finds SKILL.md (or skill.md) in `directory` and parses it leniently; `location` is its absolute path. */
export function loadSkill(directory: string, options: LoadSkillOptions = {}): ParseSkillResult {
  const read = readSkillFile(directory, options);
  if (!read.ok) return { ok: false, diagnostics: [read.diagnostic] };
  const { file } = read;
  return parseSkillMd(file.text, {
    ...options,
    directoryName: file.directoryName,
    location: resolve(file.path),
    directory: resolve(directory),
  });
}
