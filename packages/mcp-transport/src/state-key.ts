// `--state-key-file`: the key that signs question state, read once at start. Instances behind one
// address need the same key, or a client's next round that lands on another instance is refused.
import { readFileSync } from "node:fs";
import { UsageError } from "@skill-kit/core";
import { stateKeyBytes } from "./request-state.js";

export function readStateKey(file: string): Uint8Array {
  let key: Uint8Array;
  try {
    key = readFileSync(file);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new UsageError(`--state-key-file ${file}: cannot read it (${why})`);
  }
  if (key.length < stateKeyBytes)
    throw new UsageError(
      `--state-key-file ${file}: a key needs at least ${String(stateKeyBytes)} bytes, found ${String(key.length)}; make one with: head -c 32 /dev/urandom > ${file}`,
    );
  return key;
}
