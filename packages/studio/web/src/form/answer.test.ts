import { describe, expect, it } from "vitest";
import { answerOf } from "./answer.js";
import { fieldsOf } from "./fields.js";

const fields = fieldsOf(
  {
    type: "object",
    properties: {
      title: { type: "string" },
      note: { type: "string" },
      count: { type: "integer" },
      urgent: { type: "boolean" },
      level: { enum: [1, 2] },
      tags: { type: "array" },
      days: { type: "array", items: { enum: [1, "tue"] } },
    },
    required: ["title"],
  },
  [],
);

const values = (entries: Record<string, string | string[]>): Map<string, string[]> =>
  new Map(Object.entries(entries).map(([name, value]) => [name, typeof value === "string" ? [value] : value]));

describe("answerOf", () => {
  it("builds the output from the fields, with numbers, booleans and choices typed", () => {
    expect(answerOf(fields, values({ title: "Hi", note: "n", count: "3", urgent: "on", level: "2", tags: '["a"]' }))).toEqual({
      ok: true,
      output: { title: "Hi", note: "n", count: 3, urgent: true, level: 2, tags: ["a"], days: [] },
    });
  });

  it("leaves out empty optional fields, keeps an empty required text, and an unchecked box is false", () => {
    expect(answerOf(fields, values({ title: "", note: "", count: "", tags: " " }))).toEqual({
      ok: true,
      output: { title: "", urgent: false, days: [] },
    });
  });

  it("gathers the checked boxes of a group into an array of their choices", () => {
    expect(answerOf(fields, values({ title: "x", days: ["1", "tue"] }))).toMatchObject({
      ok: true,
      output: { days: [1, "tue"] },
    });
    expect(answerOf(fields, values({ title: "x" }))).toMatchObject({ ok: true, output: { days: [] } });
  });

  it("passes a number that does not parse as text, for the step's own check to refuse", () => {
    expect(answerOf(fields, values({ title: "x", count: "3e" }))).toMatchObject({ ok: true, output: { count: "3e" } });
  });

  it("uses the raw JSON when it is filled, whatever the fields hold", () => {
    expect(answerOf(fields, values({ title: "ignored", __raw: ' {"title": 5} ' }))).toEqual({ ok: true, output: { title: 5 } });
    expect(answerOf(fields, values({ __raw: "[1, 2]" }))).toEqual({ ok: true, output: [1, 2] });
  });

  it("says which box holds JSON that does not parse", () => {
    const raw = answerOf(fields, values({ __raw: "{oops" }));
    expect(raw.ok).toBe(false);
    expect(raw.ok ? "" : raw.message).toMatch(/^The raw JSON is not valid JSON/);
    const field = answerOf(fields, values({ title: "x", tags: "[1," }));
    expect(field.ok ? "" : field.message).toMatch(/^The field "tags" is not valid JSON/);
  });

  it("gives an empty object for a step without fields", () => {
    expect(answerOf([], values({}))).toEqual({ ok: true, output: {} });
  });
});
