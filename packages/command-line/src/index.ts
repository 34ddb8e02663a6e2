// The public API of @skill-kit/command-line: what skill-kit's command lines share.
export { didYouMean } from "./did-you-mean.js";
export { entryOperand, existingPaths, helpText, parseCommand, printedHelp, usageLine, wholeNumber } from "./flags.js";
export type { CommandSpec, FlagSpec, ParsedCommand } from "./flags.js";
export { progress } from "./progress.js";
export type { Progress } from "./progress.js";
export { programUsage, runProgram } from "./program.js";
export type { Command, Program } from "./program.js";
