import { describe, expect, it } from "vitest";
import { ageOf, shortTime } from "./time.js";

describe("ageOf", () => {
  const now = Date.parse("2026-11-29T12:00:00Z");
  it("says an age in the largest whole unit", () => {
    expect(ageOf("2026-11-29T11:59:55Z", now)).toBe("5 s");
    expect(ageOf("2026-11-29T11:57:00Z", now)).toBe("3 min");
    expect(ageOf("2026-11-29T10:00:00Z", now)).toBe("2 h");
    expect(ageOf("2026-11-25T12:00:00Z", now)).toBe("4 d");
  });
  it("never goes below zero and says when a time does not parse", () => {
    expect(ageOf("2026-11-29T12:00:09Z", now)).toBe("0 s");
    expect(ageOf("yesterday", now)).toBe("unknown");
  });
});

describe("shortTime", () => {
  it("shows UTC to the second, or the text as given", () => {
    expect(shortTime("2026-11-29T14:05:09.123Z")).toBe("2026-11-29 14:05:09");
    expect(shortTime("soon")).toBe("soon");
  });
});
