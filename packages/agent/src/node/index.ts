// @skill-kit/agent/node: skills from folders (with live reload) and `!`command`` execution, for hosts on Node.
export { folderSkills } from "./folder-skills.js";
export type { FolderSkillsOptions } from "./folder-skills.js";
export { shellCommandRunner } from "./shell-command-runner.js";
export type { ShellCommandOptions } from "./shell-command-runner.js";
