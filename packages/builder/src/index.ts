// The public API of @skill-kit/builder: build a skill source into a distributable folder.
export { build, BuildError } from "./build.js";
export type { BuildOptions, BuildResult } from "./build.js";
export type { NotPrecompiled } from "./lazy-arktype/skill-types.js";
export { EntryError, loadEntry, tryLoadEntry } from "./load-entry.js";
export type { LoadedEntry } from "./load-entry.js";
export { buildReport, parseTargets } from "./build-report.js";
export { knownTargets } from "./bundle-bun.js";
export type { Target } from "./bundle-bun.js";
export { skillMd } from "./skill-md/skill-md.js";
export type { SkillMdOptions } from "./skill-md/skill-md.js";
export type { Protocol } from "./skill-md/workflow-skill-md.js";
export { allowedTools, describe as describeWithTriggers } from "./skill-md/frontmatter.js";
export { packageJson, resolveVersion } from "./package-json.js";
export { entryTypechecks, typecheckEntry } from "./typecheck-entry.js";
export type { TypecheckResult } from "./typecheck-entry.js";
