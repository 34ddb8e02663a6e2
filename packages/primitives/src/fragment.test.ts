import { describe, expect, it } from "vitest";
import { fragment, isFragment } from "./fragment.js";
import { PrimitiveConfigError } from "./primitive-config-error.js";

// Passes a value of the wrong type, as a JavaScript caller could.
const loose = (value: unknown): never => value as never;

describe("fragment", () => {
  it("trims its content and is frozen", () => {
    const result = fragment("rules", "\n  Be kind.\n  ");
    expect(result).toEqual({ kind: "fragment", name: "rules", content: "Be kind." });
    expect(Object.isFrozen(result)).toBe(true);
  });

  it("requires a non-empty name", () => {
    expect(() => fragment("", "x")).toThrow(PrimitiveConfigError);
    expect(() => fragment(" ", "x")).toThrow('fragment: name: expected a non-empty string, found " "');
    expect(() => fragment(loose(undefined), "x")).toThrow("fragment: name: expected a non-empty string, found nothing");
  });

  it("requires string content", () => {
    expect(() => fragment("rules", loose(42))).toThrow("fragment: content: expected a string, found number 42");
  });
});

describe("isFragment", () => {
  it("recognises objects with string name and content", () => {
    expect(isFragment(fragment("a", "b"))).toBe(true);
    expect(isFragment({ name: "a", content: "b" })).toBe(true);
    expect(isFragment({ name: "a" })).toBe(false);
    expect(isFragment("a")).toBe(false);
    expect(isFragment(null)).toBe(false);
  });
});
