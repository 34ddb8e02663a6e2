// The public API of @skill-kit/loader/validate: verdicts on skill folders, strict (the reference validator's),
// lenient, or one host's.
export { validateSkill } from "./validate-skill.js";
export type { SkillVerdict, ValidateSkillOptions, ValidationMode } from "./validate-skill.js";
export { validateSkills } from "./validate-skills.js";
export type { ValidateSkillsOptions, ValidateSkillsRules, ValidationReport } from "./validate-skills.js";
export type { CatalogSummary, DuplicateName } from "./cross-check.js";
export { hostProfiles } from "./skill-check.js";
export type { HostProfile, SkillReport } from "./skill-check.js";
export { validateReport } from "./validate-report.js";
export type { ValidateMode } from "./validate-report.js";
