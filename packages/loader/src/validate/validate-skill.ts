// Checks a skill folder in either mode from a single read of its SKILL.md.
import { readSkillFile, type ReadSkillFileOptions } from "../files/read-skill-file.js";
import type { Diagnostic } from "../diagnostic.js";
import { parseSkillMd, type ParseSkillOptions } from "../lenient/parse-skill-md.js";
import type { Skill } from "../skill.js";
import type { ReferenceProperties } from "../strict/read-reference-properties.js";
import { validateSkillMdStrict } from "../strict/validate-skill-md-strict.js";
import { resolve } from "node:path";

/** `strict` reproduces the reference validator; `lenient` follows the client guide. */
export type ValidationMode = "strict" | "lenient";

/** Options for `validateSkill`. */
export interface ValidateSkillOptions
  extends ReadSkillFileOptions,
    Omit<ParseSkillOptions, "directoryName" | "location" | "directory"> {
  readonly mode?: ValidationMode;
}

/** The verdict for one folder: `valid` means no error diagnostics. */
export interface SkillVerdict {
  readonly mode: ValidationMode;
  readonly valid: boolean;
  readonly diagnostics: readonly Diagnostic[];
  /** Lenient mode: the loaded skill. */
  readonly skill?: Skill;
  /** Strict mode: what `skills-ref read-properties` would print… */
  readonly properties?: ReferenceProperties;
  /** …or the error it would report instead. */
  readonly propertiesError?: string;
}

/** Validates the skill in `directory` (default mode: strict). */
export function validateSkill(directory: string, options: ValidateSkillOptions = {}): SkillVerdict {
  const mode = options.mode ?? "strict";
  const read = readSkillFile(directory, options);
  if (!read.ok) return { mode, valid: false, diagnostics: [read.diagnostic] };
  const { file } = read;
  if (mode === "strict") {
    const strict = validateSkillMdStrict(file.text, { directoryName: file.directoryName, path: file.path });
    const base = { mode, valid: strict.valid, diagnostics: strict.diagnostics };
    if (strict.properties !== undefined) return { ...base, properties: strict.properties };
    return strict.propertiesError === undefined ? base : { ...base, propertiesError: strict.propertiesError };
  }
  const location = resolve(file.path);
  const parsed = parseSkillMd(file.text, {
    ...options,
    directoryName: file.directoryName,
    location,
    directory: resolve(directory),
  });
  return parsed.ok
    ? { mode, valid: true, diagnostics: parsed.diagnostics, skill: parsed.skill }
    : { mode, valid: false, diagnostics: parsed.diagnostics };
}
