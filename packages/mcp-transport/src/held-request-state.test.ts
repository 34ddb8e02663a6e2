import { describe, expect, it } from "vitest";
import { heldQuestionCodec, heldStateLimit } from "./held-request-state.js";
import { questionCodec } from "./request-state.js";

const state = { t: "advance", s: "0123456789abcdef0123456789abcdef", a: 12, f: 7, r: 2 };

describe("heldQuestionCodec", () => {
  it("mints a 16-character handle that opens the state it was minted for, in every codec of the same binding", () => {
    const minted = heldQuestionCodec({ skill: "interview", owner: undefined }).mint(state);
    expect(minted).toMatch(/^[A-Za-z0-9_-]{16}$/);
    // The server of each era makes its own codec; a handle is good in every one of this process.
    expect(heldQuestionCodec({ skill: "interview", owner: undefined }).verify(minted)).toEqual(state);
    const other = heldQuestionCodec({ skill: "interview", owner: undefined }).mint(state);
    expect(other).not.toBe(minted);
  });

  it("opens nothing for another skill or owner, a made-up or edited handle, a MAC state, or one past its time", () => {
    const codec = heldQuestionCodec({ skill: "interview", owner: undefined });
    const minted = codec.mint(state);
    expect(() => heldQuestionCodec({ skill: "other", owner: undefined }).verify(minted)).toThrow("unknown");
    expect(() => heldQuestionCodec({ skill: "interview", owner: "bob" }).verify(minted)).toThrow("unknown");
    expect(() => codec.verify(`${minted.slice(0, -1)}${minted.endsWith("A") ? "B" : "A"}`)).toThrow("unknown");
    for (const made of ["", "__proto__", "constructor", "x".repeat(100_000)]) expect(() => codec.verify(made)).toThrow("unknown");
    const signed = questionCodec({ skill: "interview", owner: undefined, key: new Uint8Array(32) }).mint(state);
    expect(() => codec.verify(signed)).toThrow("unknown");
    const expired = heldQuestionCodec({ skill: "interview", owner: undefined, ttlSeconds: -5 });
    const late = expired.mint(state);
    expect(() => expired.verify(late)).toThrow("expired");
    expect(() => expired.verify(late)).toThrow("unknown");
  });

  it(`holds at most ${String(heldStateLimit)} states, forgetting the oldest first`, () => {
    const codec = heldQuestionCodec({ skill: "flood", owner: undefined });
    const first = codec.mint(state);
    const handles = Array.from({ length: heldStateLimit }, (_, i) => codec.mint({ ...state, a: i }));
    expect(() => codec.verify(first)).toThrow("unknown");
    expect(codec.verify(handles[0] ?? "")).toEqual({ ...state, a: 0 });
    expect(codec.verify(handles.at(-1) ?? "")).toEqual({ ...state, a: heldStateLimit - 1 });
  });
});
