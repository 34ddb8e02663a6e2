import { describe, expect, it } from "vitest";
import { view } from "./view.js";

// Passes a value of the wrong type, as a JavaScript caller could.
const loose = (value: unknown): never => value as never;

describe("view", () => {
  it("makes an unnamed view from a string", () => {
    expect(view("Hello")).toEqual({ kind: "view", content: "Hello" });
    expect("label" in view("Hello")).toBe(false);
  });

  it("makes a named view", () => {
    expect(view("card", "Hello")).toEqual({ kind: "view", label: "card", content: "Hello" });
  });

  it("joins an array with a blank line", () => {
    expect(view(["a", "b", "c"])).toEqual({ kind: "view", content: "a\n\nb\n\nc" });
    expect(view("list", ["a", "b"])).toEqual({ kind: "view", label: "list", content: "a\n\nb" });
  });

  it("treats an empty label as no label", () => {
    expect(view("", "x")).toEqual({ kind: "view", content: "x" });
  });

  it("is frozen", () => {
    expect(Object.isFrozen(view("x"))).toBe(true);
  });

  it("rejects content that is not a string or an array of strings, and a non-string label", () => {
    expect(() => view(loose(5))).toThrow("view: content: expected a string or an array of strings, found number 5");
    expect(() => view(loose(["a", 1]))).toThrow("view: content: expected a string or an array of strings, found an array of 2");
    expect(() => view(loose(["a"]), "x")).toThrow("view: label: expected a string, found an array of 1");
  });
});
