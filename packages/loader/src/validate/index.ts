// The public API of @skill-kit/loader/validate: verdicts on skill folders, strict (the reference validator's) or lenient.
export { validateSkill } from "./validate-skill.js";
export type { SkillVerdict, ValidateSkillOptions, ValidationMode } from "./validate-skill.js";
