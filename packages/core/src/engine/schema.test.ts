import { describe, expect, it } from "vitest";
import { type } from "arktype";
import { jsonSchemaOf, validate } from "./schema.js";

describe("validate", () => {
  it("formats issues with their paths and freezes valid values", () => {
    expect(validate(type({ a: { b: "number" } }), { a: { b: "x" } })).toEqual({ ok: false, message: "a.b: a.b must be a number (was a string)" });
    const ok = validate(type({ a: "string = 'd'" }), {});
    expect(ok).toEqual({ ok: true, value: { a: "d" } });
    expect(ok.ok && Object.isFrozen(ok.value)).toBe(true);
  });

  it("recognises the error list of another arktype copy (no instanceof)", () => {
    const foreign = Object.assign([{ path: ["name"], message: "name must be a string (was missing)" }], { [" arkKind"]: "errors" });
    const schema = Object.assign(() => foreign, { toJsonSchema: () => ({}) }) as unknown as Parameters<typeof validate>[0];
    expect(validate(schema, {})).toEqual({ ok: false, message: "name: name must be a string (was missing)" });
  });
});

describe("jsonSchemaOf", () => {
  it("is null without a schema or when ArkType cannot express it, and cached", () => {
    expect(jsonSchemaOf(undefined)).toBeNull();
    expect(jsonSchemaOf(type("string.numeric.parse"))).toBeNull();
    const t = type({ a: "string" });
    expect(jsonSchemaOf(t)).toBe(jsonSchemaOf(t));
  });
});
