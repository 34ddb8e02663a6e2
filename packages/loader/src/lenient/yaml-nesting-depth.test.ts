import { describe, expect, it } from "vitest";
import { yamlNestingDepth } from "./yaml-nesting-depth.js";

describe("yamlNestingDepth", () => {
  it("counts block indentation, compact entries and flow brackets", () => {
    expect(yamlNestingDepth("a: b\nc: d\n", 64)).toBe(1);
    expect(yamlNestingDepth("a:\n  b:\n    c: d\n", 64)).toBe(3);
    expect(yamlNestingDepth("a:\n- - - x\n", 64)).toBe(4);
    expect(yamlNestingDepth("a: [[x], {b: [y]}]\n", 64)).toBe(4);
  });

  it("ignores brackets inside quotes, comments and plain text", () => {
    expect(yamlNestingDepth("a: '[[[['\nb: \"{{\" # [[[\nc: see [docs] now\n", 64)).toBe(1);
  });

  it("stops as soon as the limit is passed", () => {
    expect(yamlNestingDepth(`a: ${"[".repeat(1_000_000)}`, 64)).toBe(65);
  });
});
