// The public API of @skill-kit/scaffold: what `skill-kit new` writes.
export { nameProblem } from "./name.js";
export { nextSteps, scaffoldProject } from "./scaffold.js";
/** @public `scaffoldProject`'s options and result. */
export type { ScaffoldOptions, ScaffoldResult } from "./scaffold.js";
export { projectVersions, toolVersions } from "./versions.js";
/** @public What `projectVersions` returns. */
export type { ProjectVersions } from "./versions.js";
