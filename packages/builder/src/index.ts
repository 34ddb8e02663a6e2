// The public API of @skill-kit/builder: build a skill source into a distributable folder.
export { build, BuildError } from "./build.js";
export type { BuildOptions, BuildResult } from "./build.js";
export type { NotPrecompiled } from "./lazy-arktype/skill-types.js";
export { EntryError, loadEntry, tryLoadEntry } from "./load-entry.js";
export type { LoadedEntry } from "./load-entry.js";
export { buildReport, parseTargets } from "./build-report.js";
export { knownTargets } from "./bundle-bun.js";
export type { Target } from "./bundle-bun.js";
export type { Protocol } from "./skill-md/workflow-skill-md.js";
export { startTypecheck } from "./typecheck/start-typecheck.js";
export type { Typecheck } from "./typecheck/checked.js";
export { knownServerParts, leftOutMessage, parseServerParts } from "./server-parts.js";
export type { ServerPart } from "./server-parts.js";
