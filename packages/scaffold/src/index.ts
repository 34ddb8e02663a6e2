// The public API of @skill-kit/scaffold: what `skill-kit new` writes.
export { nameProblem } from "./name.js";
export { nextSteps, scaffoldProject } from "./scaffold.js";
export type { ScaffoldOptions, ScaffoldResult } from "./scaffold.js";
export { projectVersions, toolVersions } from "./versions.js";
export type { ProjectVersions } from "./versions.js";
