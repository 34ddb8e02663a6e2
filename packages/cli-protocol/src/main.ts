// The entry a built skill calls: `main(definition)` runs one protocol call and ends the process.
import type { Buildable } from "@skill-kit/core";
import { runProtocol, type ProtocolOptions } from "./run-protocol.js";

export interface MainOptions extends ProtocolOptions {
  /** The call's arguments; `process.argv.slice(2)` by default (an embedding program may pass its own). */
  readonly argv?: readonly string[];
}

export async function main(definition: Buildable, options: MainOptions = {}): Promise<void> {
  const { argv = process.argv.slice(2), ...protocol } = options;
  const code = await runProtocol(definition, argv, protocol);
  process.exitCode = code;
  exitOnceWritten(code);
}

/**
 * The call is over (its observers were awaited, or the MCP client has gone): exit once stdout and
 * stderr are written, so work the call abandoned, such as an action that timed out but ignores
 * its AbortSignal, cannot keep the process alive.
 */
function exitOnceWritten(code: number): void {
  process.stdout.write("", () => {
    process.stderr.write("", () => process.exit(code));
  });
}
