// @skill-kit/agent/node: skills from folders (with live reload), built workflow skills run through
// their own `scripts/run`, and `!`command`` execution, for hosts on Node.
export { folderSkills } from "./folder-skills.js";
export type { FolderSkillsOptions } from "./folder-skills.js";
export { shellCommandRunner } from "./shell-command-runner.js";
export type { ShellCommandOptions } from "./shell-command-runner.js";
export { builtWorkflow, builtWorkflows, isBuiltWorkflow } from "./workflow/index.js";
export type { BuiltWorkflowOptions } from "./workflow/index.js";
