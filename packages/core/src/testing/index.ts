// The public API of @skill-kit/core/testing: run skills in process with a scripted model.
export { mockModel } from "./mock-model.js";
export type { MockModel } from "./mock-model.js";
export { emptyReferences, runSkill } from "./run-skill.js";
export type { RunOptions, SkillRun } from "./run-skill.js";
export { runComposite } from "./run-composite.js";
export type { CompositeRunOptions, CompositeSkillRun } from "./run-composite.js";
