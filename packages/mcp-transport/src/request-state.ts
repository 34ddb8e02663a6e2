// The request state a question hands a 2026-07-28 client: a reference to the run (the tool, the
// session, how far the run was) and a MAC over it, good only for the skill and the user that asked,
// for as long as a user may take to answer. Nothing of the run's prompts travels: the rest is read
// back from the run (docs/decisions/2026-11-29-compact-request-state.md).
//
//   <tool>.<session, 16 bytes base64url>.<records>.<first>.<rounds>.<expiry>[.<skill>].<MAC>
//
// Numbers in base 36, the expiry in Unix seconds; the MAC is HMAC-SHA256 over the binding (skill
// and owner, never sent) and the rest, cut to 128 bits (22 characters).
import { createHmac, timingSafeEqual } from "node:crypto";
import { elicitationTimeoutMs } from "./question-channels.js";
import type { QuestionState } from "./input-required-answers.js";

/** The smallest key we sign with, in bytes (HMAC-SHA256). */
export const stateKeyBytes = 32;

/** MAC bytes kept: 128 bits, as HMAC-SHA256-128. */
const macBytes = 16;

let processKey: Uint8Array | undefined;

/** One random key per process: enough when one process serves every round of a call. */
function keyOfThisProcess(): Uint8Array {
  processKey ??= globalThis.crypto.getRandomValues(new Uint8Array(stateKeyBytes));
  return processKey;
}

/** Seals question state into a request state and opens it again; `verify` throws on anything it did not mint. */
export interface QuestionCodec {
  readonly mint: (state: QuestionState) => string;
  readonly verify: (requestState: string) => QuestionState;
}

const tools: Readonly<Record<string, string>> = { start: "s", advance: "a" };
const toolNames: Readonly<Record<string, string>> = { s: "start", a: "advance" };
const number = /^[0-9a-z]{1,8}$/;
const sessionHex = /^[0-9a-f]{32}$/;

export function questionCodec(input: {
  readonly skill: string;
  readonly owner: string | undefined;
  readonly key: Uint8Array | undefined;
  /** Seconds a state is good for; as long as a user may take to answer by default. */
  readonly ttlSeconds?: number;
}): QuestionCodec {
  const key = input.key ?? keyOfThisProcess();
  const binding = `skill-kit.question\0${input.skill}\0${input.owner ?? ""}\0`;
  const ttlSeconds = input.ttlSeconds ?? elicitationTimeoutMs / 1000;
  const macOf = (body: string): Buffer => createHmac("sha256", key).update(binding).update(body).digest().subarray(0, macBytes);
  return {
    mint: (state) => {
      const tool = tools[state.t];
      if (tool === undefined || !sessionHex.test(state.s) || state.k?.includes(".") === true)
        throw new TypeError(`no request state for ${state.t} of "${state.s}"`);
      const expiry = Math.floor(Date.now() / 1000) + ttlSeconds;
      const fields = [tool, Buffer.from(state.s, "hex").toString("base64url"), state.a, state.f, state.r, expiry];
      const body = [
        ...fields.map((field) => (typeof field === "number" ? field.toString(36) : field)),
        ...(state.k === undefined ? [] : [state.k]),
      ].join(".");
      return `${body}.${macOf(body).toString("base64url")}`;
    },
    verify: (requestState) => {
      const cut = requestState.lastIndexOf(".");
      const body = requestState.slice(0, cut);
      // Compared as text: base64url's last character has bits no byte holds, and only one spelling is ours.
      const mac = Buffer.from(requestState.slice(cut + 1));
      const expected = Buffer.from(macOf(body).toString("base64url"));
      if (cut < 0 || mac.length !== expected.length || !timingSafeEqual(mac, expected)) throw new Error("mac");
      const [tool = "", session = "", ...rest] = body.split(".");
      const [records, first, rounds, expiry] = rest.slice(0, 4).map((field) => (number.test(field) ? parseInt(field, 36) : NaN));
      const skill = rest[4];
      const t = toolNames[tool];
      if (t === undefined || expiry === undefined || rest.length > 5 || [records, first, rounds, expiry].some(Number.isNaN))
        throw new Error("malformed");
      if (expiry < Math.floor(Date.now() / 1000)) throw new Error("expired");
      return {
        t,
        ...(skill === undefined ? {} : { k: skill }),
        s: Buffer.from(session, "base64url").toString("hex"),
        a: records ?? 0,
        f: first ?? 0,
        r: rounds ?? 0,
      };
    },
  };
}
