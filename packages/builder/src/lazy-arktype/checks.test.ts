import { type } from "arktype";
import { runInThisContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { precompiled } from "./checks.js";
import { allowsSource } from "./precompile.js";

const output = type({ size: "number", "note?": "string" });
const allows = runInThisContext(allowsSource(output.internal as Parameters<typeof allowsSource>[0]) ?? "") as (
  data: unknown,
) => boolean;

describe("precompiled entries", () => {
  it("judge the data as given: core hands them an action's output in its JSON form, so they make no copy of their own", () => {
    const entry = precompiled({ sig: "s", allows });
    expect(entry.check?.({ size: 1 })).toEqual({ value: { size: 1 } });
    expect(entry.check?.({ size: 1, note: undefined })).toBeUndefined();
    expect(entry.direct?.({ size: 1, note: undefined })).toBeUndefined();
    expect(output({ size: 1, note: undefined })).toBeInstanceOf(type.errors);
    expect(output(JSON.parse(JSON.stringify({ size: 1, note: undefined })))).toEqual({ size: 1 });
  });

  it("make the entries of derived types, without JSON Schemas of their own", () => {
    const entry = precompiled({
      sig: "s",
      allows: null,
      jsonSchema: null,
      derived: { "partial([])": { sig: "partial([])", allows } },
    });
    expect(entry.check).toBeNull();
    expect("jsonSchema" in entry).toBe(true);
    const partial = entry.derived?.["partial([])"];
    expect(partial?.check?.({ size: 2 })).toEqual({ value: { size: 2 } });
    expect(partial !== undefined && "jsonSchema" in partial).toBe(false);
  });
});
