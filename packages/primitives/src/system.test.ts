import { describe, expect, it } from "vitest";
import { fragment } from "./fragment.js";
import { system } from "./system.js";

// Passes a value of the wrong type, as a JavaScript caller could.
const loose = (value: unknown): never => value as never;

describe("system", () => {
  it("dedents the tagged-template form like prompt", () => {
    const voice = fragment("voice", "Warm.");
    const segment = system`
      You are a friendly interviewer.
        ${voice}
    `;
    expect(segment).toEqual({ kind: "system", text: "You are a friendly interviewer.\n  Warm." });
    expect(Object.isFrozen(segment)).toBe(true);
  });

  it("keeps the plain-call form as written", () => {
    expect(system("  Be terse.\n")).toEqual({ kind: "system", text: "  Be terse.\n" });
  });

  it("rejects anything else", () => {
    expect(() => system(loose(42))).toThrow("system: expected a string or a template, found number 42");
  });
});
