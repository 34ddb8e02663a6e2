// The public API of @skill-kit/node: the Node-only layer skill-kit's binaries and built skills share.
export { defaultRuntimeDir, defaultSessionDir } from "./default-folders.js";
export { didYouMean } from "./did-you-mean.js";
export { entryOperand, existingPaths, printedHelp, wholeNumber } from "./command-operands.js";
export { helpText, usageLine } from "./command-spec.js";
/** @public A command's flags as data (`FlagSpec`) and what parsing them gives. */
export type { CommandSpec, FlagSpec, ParsedCommand } from "./command-spec.js";
export { parseCommand } from "./parse-command.js";
export { httpFlags, httpFlagValues } from "./http-flags.js";
export type { HttpFlagValues } from "./http-flags.js";
export { progress } from "./progress.js";
export type { Progress } from "./progress.js";
export { runProgram } from "./program.js";
/** @public `runProgram`'s program and its commands. */
export type { Command, Program } from "./program.js";
export { readFileUpTo, tooLargeMessage } from "./read-file-up-to.js";
/** @public `readFileUpTo`'s options and its answer for a file past the bound. */
export type { ReadFileUpToOptions, Unread } from "./read-file-up-to.js";
export { checkStoreFlags, parseStoreSpec } from "./store-spec.js";
/** @public What `parseStoreSpec` returns. */
export type { StoreSpec } from "./store-spec.js";
