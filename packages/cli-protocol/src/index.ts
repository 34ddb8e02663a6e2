// The public API of @skill-kit/cli-protocol: the agent-facing CLI of a built skill. Runs and
// their stores are @skill-kit/sessions'.
export { main } from "./main.js";
/** @public `main`'s options. */
export type { MainOptions } from "./main.js";
export { runProtocol } from "./run-protocol.js";
/** @public `runProtocol`'s options. */
export type { ProtocolOptions } from "./run-protocol.js";
/** @public Imported by the step program the builder writes (packages/builder/src/step-program.ts). */
export { warmUp } from "./warm-up.js";
/** @public The `io` of `ProtocolOptions`. */
export type { ProtocolIo } from "./io.js";
