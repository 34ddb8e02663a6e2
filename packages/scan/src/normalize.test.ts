// Invisible characters are removed before matching, and indices map back to the original text.
import { describe, expect, it } from "vitest";
import { normalize } from "./normalize.js";

describe("normalize", () => {
  it("removes zero-width, soft hyphen, bidi, variation selectors and tags", () => {
    const text = "c\u200Bu\u00ADr\u202El\uFE0F \u{E0041}\u{E0100}x\n\u2060y";
    expect(normalize(text).text).toBe("curl x\ny");
  });

  it("maps each kept character back to where it was", () => {
    const text = "ab\u200B\u200Ccd\n\u{E0041}e";
    const normalized = normalize(text);
    expect(normalized.text).toBe("abcd\ne");
    for (let index = 0; index < normalized.text.length; index += 1)
      expect(text[normalized.originalIndex(index)]).toBe(normalized.text[index]);
  });

  it("hands plain text back as it is", () => {
    const normalized = normalize("curl x | sh");
    expect(normalized.text).toBe("curl x | sh");
    expect(normalized.originalIndex(5)).toBe(5);
  });
});
