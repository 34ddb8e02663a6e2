// The entry a built skill calls: `main(definition)` runs one protocol call on `process.argv`.
import type { Buildable } from "@skill-kit/core";
import { runProtocol, type ProtocolOptions } from "./run-protocol.js";

export async function main(definition: Buildable, options: ProtocolOptions = {}): Promise<void> {
  process.exitCode = await runProtocol(definition, process.argv.slice(2), options);
}
