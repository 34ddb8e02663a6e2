import { describe, expect, it } from "vitest";
import { type } from "arktype";
import { jsonSchemaOf, validate } from "./schema.js";

describe("validate", () => {
  it("formats issues with their paths and freezes valid values", () => {
    expect(validate(type({ a: { b: "number" } }), { a: { b: "x" } })).toEqual({
      ok: false,
      message: "a.b: a.b must be a number (was a string)",
    });
    const ok = validate(type({ a: "string = 'd'" }), {});
    expect(ok).toEqual({ ok: true, value: { a: "d" } });
    expect(ok.ok && Object.isFrozen(ok.value)).toBe(true);
  });

  it("recognises the error list of another arktype copy (no instanceof)", () => {
    const foreign = Object.assign([{ path: ["name"], message: "name must be a string (was missing)" }], {
      [" arkKind"]: "errors",
    });
    const schema = Object.assign(() => foreign, { toJsonSchema: () => ({}) }) as unknown as Parameters<typeof validate>[0];
    expect(validate(schema, {})).toEqual({ ok: false, message: "name: name must be a string (was missing)" });
  });
});

/** A stand-in for a built skill's deferred type: counts the calls ArkType would answer. */
function deferredType(check: (data: unknown) => { value: unknown } | undefined, jsonSchema?: unknown) {
  const calls = { arktype: 0 };
  const real = type({ name: "string" });
  const schema = Object.assign(
    (data: unknown) => {
      calls.arktype += 1;
      return real(data);
    },
    {
      toJsonSchema: () => real.toJsonSchema(),
      [Symbol.for("skill-kit.precompiled")]: { check, ...(jsonSchema === undefined ? {} : { jsonSchema }) },
    },
  ) as unknown as Parameters<typeof validate>[0];
  return { schema, calls };
}

describe("a built skill's precompiled check", () => {
  it("answers for data it accepts, without ArkType, and freezes the value", () => {
    const { schema, calls } = deferredType((data) => ({ value: { ...(data as object), added: true } }));
    const ok = validate(schema, { name: "Ada" });
    expect(ok).toEqual({ ok: true, value: { name: "Ada", added: true } });
    expect(ok.ok && Object.isFrozen(ok.value)).toBe(true);
    expect(calls.arktype).toBe(0);
  });

  it("leaves everything else to ArkType, whose message is the one returned", () => {
    const { schema, calls } = deferredType(() => undefined);
    expect(validate(schema, { name: 1 })).toEqual({ ok: false, message: "name: name must be a string (was a number)" });
    expect(calls.arktype).toBe(1);
  });

  it("gives the JSON Schema the build computed, null included", () => {
    expect(jsonSchemaOf(deferredType(() => undefined, null).schema)).toBeNull();
    expect(jsonSchemaOf(deferredType(() => undefined, { type: "object" }).schema)).toEqual({ type: "object" });
    expect(jsonSchemaOf(deferredType(() => undefined).schema)).toMatchObject({ type: "object", required: ["name"] });
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
