import { describe, expect, it } from "vitest";
import { escapeAttribute, escapeText } from "./escape-xml.js";

describe("escapeAttribute", () => {
  it("escapes ampersands, angle brackets and double quotes", () => {
    expect(escapeAttribute(`a & b < c > d "e" 'f'`)).toBe("a &amp; b &lt; c &gt; d &quot;e&quot; 'f'");
  });

  it("escapes an existing entity again rather than trusting it", () => {
    expect(escapeAttribute("&amp;")).toBe("&amp;amp;");
  });

  it("leaves plain text alone", () => {
    expect(escapeAttribute("Pick one — or two ✅")).toBe("Pick one — or two ✅");
  });
});

describe("escapeText", () => {
  it("escapes ampersands and angle brackets but keeps quotes", () => {
    expect(escapeText(`a & b < c > d "e" 'f'`)).toBe(`a &amp; b &lt; c &gt; d "e" 'f'`);
  });

  it("keeps newlines", () => {
    expect(escapeText("line 1\nline <2>")).toBe("line 1\nline &lt;2&gt;");
  });
});
