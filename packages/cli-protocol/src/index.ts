// The public API of @skill-kit/cli-protocol: the agent-facing CLI of a built skill. Runs and
// their stores are @skill-kit/sessions'.
export { main } from "./main.js";
export type { MainOptions } from "./main.js";
export { runProtocol } from "./run-protocol.js";
export type { ProtocolOptions } from "./run-protocol.js";
export { warmUp } from "./warm-up.js";
export type { ProtocolIo } from "./io.js";
export { processIo } from "./io.js";
export { parseArgs } from "./args.js";
export type { ParsedArgs } from "./args.js";
export { deeperThan, maxDepth, maxHistoryBytes, maxValueBytes } from "./json-input.js";
export { protocolFlags } from "./help.js";
