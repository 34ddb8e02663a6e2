import { describe, expect, it } from "vitest";
import { questionCodec } from "./request-state.js";

const key = new Uint8Array(32).fill(7);
const state = { t: "advance", s: "0123456789abcdef0123456789abcdef", a: 12, f: 7, r: 2 };

describe("questionCodec", () => {
  it("mints a reference to the run and a 128-bit MAC, under 80 characters, and reads it back", () => {
    const codec = questionCodec({ skill: "interview", owner: "ada", key });
    const minted = codec.mint(state);
    expect(minted.length).toBeLessThan(80);
    expect(minted).toMatch(/^a\.ASNFZ4mrze8BI0VniavN7w\.c\.7\.2\.[0-9a-z]+\.[A-Za-z0-9_-]{22}$/);
    expect(codec.verify(minted)).toEqual(state);
    const named = questionCodec({ skill: "skills", owner: undefined, key });
    expect(named.verify(named.mint({ ...state, t: "start", k: "get-to-know-you" }))).toEqual({
      ...state,
      t: "start",
      k: "get-to-know-you",
    });
  });

  it("refuses an edited state, one minted for another skill, user or key, and one past its time", () => {
    const codec = questionCodec({ skill: "interview", owner: "ada", key });
    const minted = codec.mint(state);
    const edited = minted.replace(".c.7.", ".d.7.");
    expect(() => codec.verify(edited)).toThrow("mac");
    expect(() => codec.verify(`${minted.slice(0, -1)}${minted.endsWith("A") ? "B" : "A"}`)).toThrow("mac");
    expect(() => questionCodec({ skill: "interview", owner: "bob", key }).verify(minted)).toThrow("mac");
    expect(() => questionCodec({ skill: "other", owner: "ada", key }).verify(minted)).toThrow("mac");
    expect(() => questionCodec({ skill: "interview", owner: "ada", key: undefined }).verify(minted)).toThrow("mac");
    expect(() => codec.verify("no state at all")).toThrow("mac");
    const expired = questionCodec({ skill: "interview", owner: "ada", key, ttlSeconds: -5 });
    expect(() => expired.verify(expired.mint(state))).toThrow("expired");
  });
});
