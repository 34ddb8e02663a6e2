// The entry a built skill calls: `main(definition)` runs one protocol call and ends the process.
import type { Buildable } from "@skill-kit/core";
import { runProtocol, type ProtocolOptions } from "./run-protocol.js";
import { watchStdio, type StdioName } from "./stdio.js";

export interface MainOptions extends ProtocolOptions {
  /** The call's arguments; `process.argv.slice(2)` by default (an embedding program may pass its own). */
  readonly argv?: readonly string[];
}

export async function main(definition: Buildable, options: MainOptions = {}): Promise<void> {
  const { argv = process.argv.slice(2), ...protocol } = options;
  const made = watchStdio();
  const code = await runProtocol(definition, argv, protocol);
  process.exitCode = code;
  exitOnceWritten(code, made);
}

/**
 * The call is over (its observers were awaited, or the MCP client has gone): exit once stdout and
 * stderr are written, so work the call abandoned, such as an action that timed out but ignores
 * its AbortSignal, cannot keep the process alive. The protocol's own writes are already whole;
 * a stream something else made (a skill's `console.error`) may still hold some.
 */
function exitOnceWritten(code: number, made: (name: StdioName) => boolean): void {
  const flush = (names: readonly StdioName[]): void => {
    const [name, ...rest] = names;
    if (name === undefined) process.exit(code);
    else
      process[name].write("", () => {
        flush(rest);
      });
  };
  flush((["stdout", "stderr"] as const).filter(made));
}
