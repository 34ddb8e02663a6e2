// A tool schema converts to JSON Schema once per target (the SDK asks again for each server it
// makes), and validates exactly as the schema it wraps.
import { describe, expect, it } from "vitest";
import * as z from "zod";
import type { StandardSchemaWithJSON } from "@modelcontextprotocol/server";
import { jsonSchemaOnce } from "./json-schema-once.js";

/** A zod schema whose conversions are counted. */
function counted() {
  const schema = z.object({ n: z.number() });
  const standard = schema["~standard"];
  const calls = { input: 0, output: 0 };
  const wrapped: StandardSchemaWithJSON<{ n: number }> = {
    "~standard": {
      ...standard,
      jsonSchema: {
        input: (options) => ((calls.input += 1), standard.jsonSchema.input(options)),
        output: (options) => ((calls.output += 1), standard.jsonSchema.output(options)),
      },
    },
  };
  return { schema: jsonSchemaOnce(wrapped), calls };
}

describe("jsonSchemaOnce", () => {
  it("converts once per target and io, and keeps the answer", () => {
    const { schema, calls } = counted();
    const first = schema["~standard"].jsonSchema.output({ target: "draft-2020-12" });
    const second = schema["~standard"].jsonSchema.output({ target: "draft-2020-12" });
    schema["~standard"].jsonSchema.output({ target: "draft-07" });
    schema["~standard"].jsonSchema.input({ target: "draft-2020-12" });
    expect(second).toBe(first);
    expect(calls).toEqual({ output: 2, input: 1 });
    expect(first).toMatchObject({ type: "object", properties: { n: { type: "number" } } });
  });

  it("validates as the schema it wraps", async () => {
    const { schema } = counted();
    expect(await schema["~standard"].validate({ n: 1 })).toEqual({ value: { n: 1 } });
    expect(await schema["~standard"].validate({ n: "1" })).toHaveProperty("issues");
  });
});
