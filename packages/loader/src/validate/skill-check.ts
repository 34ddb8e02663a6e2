// One skill's verdict as `skill-kit validate --json` prints it, plus what the cross-skill checks need.
import type { CatalogSkill } from "../catalog/build-catalog.js";
import type { Diagnostic } from "../diagnostic.js";

/** One element of the `--json` array. */
export interface SkillReport {
  readonly dir: string;
  /** The skill's name, or null when none could be read. */
  readonly name: string | null;
  readonly valid: boolean;
  readonly errors: string[];
  readonly warnings: string[];
}

/** A report, and for a skill that loads, its catalog entry. */
export interface SkillCheck {
  readonly report: SkillReport;
  readonly catalog?: CatalogSkill;
}

/** Which checks run on one skill: the reference validator, the client guide, or one host's rules. */
export type CheckRules = "strict" | "lenient" | HostProfile;

/** The hosts whose rules `validateSkills` knows. */
export const hostProfiles = ["claude-code", "codex", "gemini-cli", "opencode"] as const;
export type HostProfile = (typeof hostProfiles)[number];

/** Only what the catalog needs, so reports stay small (and cheap to pass between threads). */
function catalogEntry(skill: CatalogSkill): CatalogSkill {
  const whenToUse = skill.claudeCode?.whenToUse;
  const disabled = skill.claudeCode?.disableModelInvocation;
  const claudeCode = {
    ...(whenToUse === undefined ? {} : { whenToUse }),
    ...(disabled === undefined ? {} : { disableModelInvocation: disabled }),
  };
  return { name: skill.name, description: skill.description, claudeCode };
}

/** Builds a check from diagnostics: valid exactly when none is an error. */
export function skillCheck(input: {
  readonly dir: string;
  readonly name: string | null;
  readonly diagnostics: readonly Diagnostic[];
  readonly catalog?: CatalogSkill | undefined;
}): SkillCheck {
  const errors = input.diagnostics.filter((item) => item.severity === "error").map((item) => item.message);
  const warnings = input.diagnostics.filter((item) => item.severity === "warning").map((item) => item.message);
  const report: SkillReport = { dir: input.dir, name: input.name, valid: errors.length === 0, errors, warnings };
  return errors.length === 0 && input.catalog !== undefined ? { report, catalog: catalogEntry(input.catalog) } : { report };
}
