// The public API of @skill-kit/command-line: what skill-kit's command lines share.
export { didYouMean } from "./did-you-mean.js";
export { entryOperand, helpText, parseCommand, printedHelp, usageLine } from "./flags.js";
export type { CommandSpec, FlagSpec, ParsedCommand } from "./flags.js";
export { progress } from "./progress.js";
export type { Progress } from "./progress.js";
