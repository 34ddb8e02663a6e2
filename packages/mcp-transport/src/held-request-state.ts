// The request state a stdio server hands a 2026-07-28 client: a random handle to question state
// this process holds. A stdio server is one client's own process and signs with a key of its own
// (no `--state-key-file` there), so a state was never good in another process: the handle carries
// what the MAC did (it is unguessable and only this process can open it) in 16 characters instead
// of about 60, and travels twice per question (docs/decisions/2026-11-29-compact-request-state.md).
import { randomBytes } from "node:crypto";
import type { QuestionState } from "./input-required-answers.js";
import { elicitationTimeoutMs } from "./question-channels.js";
import type { QuestionCodec } from "./request-state.js";

/** Random bytes of a handle: 96 bits, 16 base64url characters. */
const handleBytes = 12;

/** The most states held at once; past it the oldest is forgotten (its question answered no more). */
export const heldStateLimit = 1024;

interface Held {
  readonly binding: string;
  readonly state: QuestionState;
  /** Milliseconds since the epoch after which the handle opens nothing. */
  readonly expiry: number;
}

/** Every handle this process minted, oldest first (the servers of both eras share them). */
const held = new Map<string, Held>();

/**
 * A codec whose states are handles into this process's memory, for `skill` and `owner` (a handle
 * minted for another skill or owner opens nothing); good for `ttlSeconds`, a user's time to
 * answer by default. `verify` throws on a handle it does not hold, another binding's or an expired one.
 */
export function heldQuestionCodec(input: {
  readonly skill: string;
  readonly owner: string | undefined;
  readonly ttlSeconds?: number;
}): QuestionCodec {
  const binding = `${input.skill}\0${input.owner ?? ""}`;
  const ttlMs = (input.ttlSeconds ?? elicitationTimeoutMs / 1000) * 1000;
  return {
    mint: (state) => {
      const handle = randomBytes(handleBytes).toString("base64url");
      if (held.size >= heldStateLimit) forgetOldest();
      held.set(handle, { binding, state, expiry: Date.now() + ttlMs });
      return handle;
    },
    verify: (requestState) => {
      const entry = held.get(requestState);
      if (entry === undefined || entry.binding !== binding) throw new Error("unknown");
      if (entry.expiry < Date.now()) {
        held.delete(requestState);
        throw new Error("expired");
      }
      return entry.state;
    },
  };
}

function forgetOldest(): void {
  for (const handle of held.keys()) {
    held.delete(handle);
    return;
  }
}
