// The signed state a question hands a 2026-07-28 client: good only for the skill and the user that
// asked, for as long as a user may take to answer.
import { createRequestStateCodec, type RequestStateCodec } from "@modelcontextprotocol/server";
import { elicitationTimeoutMs } from "./question-channels.js";

/** The smallest key we sign with, in bytes (HMAC-SHA256). */
export const stateKeyBytes = 32;

let processKey: Uint8Array | undefined;

/** One random key per process: enough when one process serves every round of a call. */
function keyOfThisProcess(): Uint8Array {
  processKey ??= globalThis.crypto.getRandomValues(new Uint8Array(stateKeyBytes));
  return processKey;
}

export function questionCodec(input: {
  readonly skill: string;
  readonly owner: string | undefined;
  readonly key: Uint8Array | undefined;
}): RequestStateCodec {
  const binding = `${input.skill}\0${input.owner ?? ""}`;
  return createRequestStateCodec({
    key: input.key ?? keyOfThisProcess(),
    ttlSeconds: elicitationTimeoutMs / 1000,
    bind: () => binding,
  });
}
