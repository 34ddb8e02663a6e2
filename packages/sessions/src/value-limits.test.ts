// The bounds of a run's JSON values: nesting counted in arrays and objects only, and a walk that
// stops at the limit however deep (or wide) a hostile value is.
import { describe, expect, it } from "vitest";
import { deeperThan, maxValueBytes, maxValueDepth } from "./value-limits.js";

const nested = (levels: number): string => `${"[".repeat(levels)}${"]".repeat(levels)}`;

describe("deeperThan", () => {
  it("counts arrays and objects, not the values in them", () => {
    expect(deeperThan(1, 0)).toBe(false);
    expect(deeperThan(null, 0)).toBe(false);
    expect(deeperThan("[[[[", 0)).toBe(false);
    expect(deeperThan([], 0)).toBe(true);
    expect(deeperThan({ a: [{ b: "[[[" }] }, 3)).toBe(false);
    expect(deeperThan({ a: [{ b: [] }] }, 3)).toBe(true);
    expect(deeperThan(JSON.parse(nested(maxValueDepth + 1)), maxValueDepth)).toBe(true);
    expect(deeperThan(JSON.parse(nested(maxValueDepth)), maxValueDepth)).toBe(false);
  });

  it("stops at the limit, so 100,000 levels of arrays or objects do not overflow the stack", () => {
    expect(deeperThan(JSON.parse(nested(100_000)), maxValueDepth)).toBe(true);
    expect(deeperThan(JSON.parse(`${'{"a":'.repeat(100_000)}1${"}".repeat(100_000)}`), maxValueDepth)).toBe(true);
  });

  it("finds the one deep branch among many shallow ones, in arrays and under any key", () => {
    const wide = Array.from({ length: 10_000 }, () => [1]);
    expect(deeperThan(wide, 2)).toBe(false);
    expect(deeperThan([...wide, [[[]]]], 2)).toBe(true);
    expect(deeperThan({ ...Object.fromEntries(wide.map((item, i) => [`k${String(i)}`, item])), __proto__x: [[[]]] }, 2)).toBe(
      true,
    );
    // A key named like a prototype property is an own key of parsed JSON, and counts.
    expect(deeperThan(JSON.parse('{"__proto__":[[[]]]}'), 2)).toBe(true);
  });

  it("bounds a value at 1 MiB and 200 levels: what the CLI's --params and --output and MCP's arguments both refuse past", () => {
    expect([maxValueBytes, maxValueDepth]).toEqual([1024 * 1024, 200]);
  });
});
