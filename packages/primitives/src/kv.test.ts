import { describe, expect, it } from "vitest";
import { kv } from "./kv.js";

describe("kv", () => {
  it("pads keys to the longest one, then two spaces", () => {
    expect(kv({ name: "Ada", language: "TypeScript", id: 7 })).toMatchInlineSnapshot(`
      "name      Ada
      language  TypeScript
      id        7"
    `);
  });

  it("gives an empty string for no pairs", () => {
    expect(kv({})).toBe("");
  });

  it("prints null and undefined as empty and other values with String()", () => {
    expect(kv({ a: null, b: undefined, c: false })).toBe("a  \nb  \nc  false");
  });
});
