// The public API of @skill-kit/node: the Node-only layer skill-kit's binaries and built skills share.
export { defaultRuntimeDir, defaultSessionDir } from "./default-folders.js";
export { didYouMean } from "./did-you-mean.js";
export { entryOperand, existingPaths, printedHelp, wholeNumber } from "./command-operands.js";
export { helpText, usageLine } from "./command-spec.js";
export type { CommandSpec, FlagSpec, ParsedCommand } from "./command-spec.js";
export { parseCommand } from "./parse-command.js";
export { httpFlags, httpFlagValues } from "./http-flags.js";
export type { HttpFlagValues } from "./http-flags.js";
export { progress } from "./progress.js";
export type { Progress } from "./progress.js";
export { programUsage, runProgram } from "./program.js";
export type { Command, Program } from "./program.js";
export { readFileUpTo, tooLargeMessage } from "./read-file-up-to.js";
export type { ReadFileUpToOptions, Unread } from "./read-file-up-to.js";
export { checkStoreFlags, parseStoreSpec } from "./store-spec.js";
export type { StoreSpec } from "./store-spec.js";
