import { describe, expect, it } from "vitest";
import { pyIsAlnum, pyRepr, pyStr, pyStrip } from "./python-text.js";

describe("Python string semantics", () => {
  it("strips Python whitespace, which includes \\x1c-\\x1f and \\x85 but not U+FEFF", () => {
    expect(pyStrip("\x1c\x85 a b\u3000\n")).toBe("a b");
    expect(pyStrip("\uFEFFa")).toBe("\uFEFFa");
  });

  it("treats Unicode letters and digits as alphanumeric", () => {
    expect(["é", "中", "ж", "²", "7"].every(pyIsAlnum)).toBe(true);
    expect([" ", "_", ".", "-"].some(pyIsAlnum)).toBe(false);
  });

  it("reprs strings with Python's quote choice and escapes", () => {
    expect(pyRepr("a")).toBe("'a'");
    expect(pyRepr("it's")).toBe(`"it's"`);
    expect(pyRepr(`it's "x"`)).toBe(`'it\\'s "x"'`);
    expect(pyRepr("\t\n\\\u0007\u00a0\u2028")).toBe("'\\t\\n\\\\\\x07\\xa0\\u2028'");
  });

  it("str()s lists and mappings as their repr", () => {
    expect(pyStr(["git", "sentry"])).toBe("['git', 'sentry']");
    expect(pyStr(new Map([["a", ["b"]]]))).toBe("{'a': ['b']}");
    expect(pyStr("plain")).toBe("plain");
  });
});
