import { describe, expect, it } from "vitest";
import { repairFrontmatter } from "./repair-frontmatter.js";

describe("repairFrontmatter", () => {
  it("quotes plain values with ': ' and folds their continuation lines", () => {
    expect(repairFrontmatter("name: a\ndescription: Use when: asked\n  to do it\nlicense: MIT", [])).toEqual({
      text: "name: a\ndescription: 'Use when: asked to do it'\nlicense: MIT",
      lines: [{ line: 2, action: "quoted the value" }],
    });
  });

  it("quotes values starting with reserved characters and escapes single quotes", () => {
    expect(repairFrontmatter("hint: @file it's", [])?.text).toBe("hint: '@file it''s'");
  });

  it("replaces tab indentation and quotes values on reported lines only", () => {
    expect(repairFrontmatter("metadata:\n\tauthor: me", [2])?.lines).toEqual([{ line: 2, action: "quoted the value" }]);
    expect(repairFrontmatter("metadata:\n\tauthor: me", [2])?.text).toBe("metadata:\n  author: 'me'");
  });

  it("leaves quoted, block and clean values alone", () => {
    expect(repairFrontmatter("a: 'x: y'\nb: |\n  c: d\ne: f", [])).toBeUndefined();
  });
});
