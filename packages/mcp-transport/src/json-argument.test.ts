import { describe, expect, it } from "vitest";
import { jsonArgument } from "./json-argument.js";

const nested = (levels: number): unknown => {
  let value: unknown = 0;
  for (let level = 0; level < levels; level += 1) value = level % 2 === 0 ? [value] : { a: value };
  return value;
};

describe("jsonArgument", () => {
  it("serializes a value nested as deep as the CLI accepts", () => {
    expect(jsonArgument("output", nested(200))).toMatchObject({ ok: true });
    expect(jsonArgument("params", { a: [1, "x", null] })).toEqual({ ok: true, text: '{"a":[1,"x",null]}' });
  });

  it("refuses deeper values naming the tool's argument (not the CLI's flag), even where JSON.stringify would overflow", () => {
    expect(jsonArgument("output", nested(201))).toEqual({ ok: false, message: "output is nested more than 200 levels deep" });
    expect(jsonArgument("params", nested(50_000))).toEqual({ ok: false, message: "params is nested more than 200 levels deep" });
  });

  it("refuses a value over the CLI's size limit naming the tool's argument", () => {
    const result = jsonArgument("params", { a: "x".repeat(2 * 1024 * 1024) });
    expect(result).toEqual({
      ok: false,
      message: expect.stringMatching(/^params is \d+ bytes; the limit is 1048576 bytes$/) as unknown,
    });
    expect(JSON.stringify(result)).not.toContain("--");
  });
});
