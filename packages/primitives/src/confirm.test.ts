import { describe, expect, it } from "vitest";
import { confirm, renderConfirm } from "./confirm.js";

// Passes a value of the wrong type, as a JavaScript caller could.
const loose = (value: unknown): never => value as never;

const render = (config: Parameters<typeof confirm>[0]): string => renderConfirm(confirm(config).config);

describe("confirm", () => {
  it("defaults to no (acceptance 23)", () => {
    expect(render({ message: "Go?" })).toBe(`<confirm default="no">Go?</confirm>`);
    expect(render({ message: "Go?", defaultAnswer: "no", destructive: false })).toBe(`<confirm default="no">Go?</confirm>`);
  });

  it("puts destructive after default (acceptance 23)", () => {
    expect(render({ message: "Delete everything?", destructive: true, defaultAnswer: "yes" })).toMatchInlineSnapshot(
      `"<confirm default="yes" destructive="true">Delete everything?</confirm>"`,
    );
  });

  it("escapes the message", () => {
    expect(render({ message: `Drop "users" & <orders>?` })).toMatchInlineSnapshot(
      `"<confirm default="no">Drop "users" &amp; &lt;orders&gt;?</confirm>"`,
    );
  });

  it("returns a frozen act segment", () => {
    const segment = confirm({ message: "Go?" });
    expect(segment).toEqual({ kind: "act", primitive: "confirm", config: { message: "Go?" } });
    expect(Object.isFrozen(segment) && Object.isFrozen(segment.config)).toBe(true);
  });

  it("rejects an empty message, a bad default answer and a non-boolean destructive", () => {
    expect(() => confirm({ message: "" })).toThrow('act.confirm: message: expected a non-empty string, found ""');
    expect(() => confirm(loose({ message: "Go?", defaultAnswer: "maybe" }))).toThrow(
      'act.confirm: defaultAnswer: expected "yes" or "no" or nothing, found "maybe"',
    );
    expect(() => confirm(loose({ message: "Go?", destructive: "very" }))).toThrow(
      "act.confirm: destructive: expected true, false or nothing",
    );
  });
});
