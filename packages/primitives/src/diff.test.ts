import { describe, expect, it } from "vitest";
import { diff } from "./diff.js";

describe("diff", () => {
  it("compares line by line, by position", () => {
    expect(diff("a\nb\nc", "a\nB\nc")).toMatchInlineSnapshot(`
      "--- before
      +++ after
       a
      -b
      +B
       c"
    `);
  });

  it("does not realign after an insertion (positional, not unified)", () => {
    expect(diff("a\nb", "x\na\nb")).toBe("--- before\n+++ after\n-a\n+x\n-b\n+a\n+b");
  });

  it("prints only the side that still has lines", () => {
    expect(diff("a\nb\nc", "a")).toBe("--- before\n+++ after\n a\n-b\n-c");
    expect(diff("a", "a\nb")).toBe("--- before\n+++ after\n a\n+b");
  });

  it("shows identical text as context lines", () => {
    expect(diff("same", "same")).toBe("--- before\n+++ after\n same");
    expect(diff("", "")).toBe("--- before\n+++ after\n ");
  });
});
