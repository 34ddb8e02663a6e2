// Built workflow skills in the host: a driver over a built folder's own `scripts/run`, and the test
// `folderSkills` uses to tell such a folder. Re-exported by `@skill-kit/agent/node`.
export { builtWorkflow, builtWorkflows } from "./built-workflow.js";
export type { BuiltWorkflowOptions } from "./built-workflow.js";
export { isBuiltWorkflow } from "./is-built-workflow.js";
