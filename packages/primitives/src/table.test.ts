import { describe, expect, it } from "vitest";
import { table } from "./table.js";

describe("table", () => {
  it("gives an empty string for no rows", () => {
    expect(table([])).toBe("");
    expect(table([], { columns: ["a"] })).toBe("");
  });

  it("takes its columns from the first row's keys", () => {
    const text = table([
      { name: "Ada", role: "dev" },
      { name: "Grace", role: "admiral", extra: "ignored" },
    ]);
    expect(text).toMatchInlineSnapshot(`
      "| name | role |
      | --- | --- |
      | Ada | dev |
      | Grace | admiral |"
    `);
  });

  it("uses the given columns, in order, and prints missing or null values as empty", () => {
    const text = table(
      [
        { a: 1, b: null, c: true },
        { a: undefined, b: "x" },
      ],
      { columns: ["c", "a", "b"] },
    );
    expect(text).toBe("| c | a | b |\n| --- | --- | --- |\n| true | 1 |  |\n|  |  | x |");
  });

  it("replaces values of the status column with their icons", () => {
    const text = table(
      [
        { task: "build", status: "done" },
        { task: "test", status: "failed" },
        { task: "ship", status: "waiting" },
      ],
      { statusIcons: { done: "✅", failed: "❌" } },
    );
    expect(text).toMatchInlineSnapshot(`
      "| task | status |
      | --- | --- |
      | build | ✅ |
      | test | ❌ |
      | ship | waiting |"
    `);
  });

  it("applies icons only to the column named status, and only for own keys", () => {
    const text = table([{ state: "done", status: "constructor" }], { statusIcons: { done: "✅" } });
    expect(text).toBe("| state | status |\n| --- | --- |\n| done | constructor |");
  });

  it("prints objects with String()", () => {
    expect(table([{ value: { a: 1 } }])).toBe("| value |\n| --- |\n| [object Object] |");
  });

  it("gives an empty string when there are no columns", () => {
    expect(table([{}])).toBe("");
  });
});
