// The hand checks of the hot tools accept only what their zod schemas accept, with the same value;
// whatever they pass on still gets zod's issues through the registered schema.
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { acceptAdvanceInput, acceptRunResult } from "./common-case.js";
import { jsonValueSchema } from "./json-value-schema.js";
import { registeredSchemas, runResultSchema } from "./tool-schemas.js";

const advanceShape = z.object({ session: z.string(), step: z.string(), output: jsonValueSchema });
const session = "0123456789abcdef0123456789abcdef";

const advanceCases: unknown[] = [
  { session, step: "ask", output: { n: 1 } },
  { session, step: "ask", output: [1, 2] },
  { session, step: "ask", output: "text" },
  { session, step: "ask", output: 0 },
  { session, step: "ask", output: null },
  { session, step: "ask", output: false },
  { session, step: "ask", output: { n: 1 }, extra: "dropped" },
  { session, step: "ask", output: Number.NaN },
  { session, step: "ask", output: Number.POSITIVE_INFINITY },
  { session, step: "ask", output: new Date(0) },
  { session, step: "ask", output: Object.create(null) as unknown },
  { session, step: "ask" },
  { session, step: 1, output: {} },
  { session: null, step: "ask", output: {} },
  {},
  null,
  [session, "ask", {}],
];

const runResults: unknown[] = [
  { session, status: "prompt", step: "ask", prompt: "Ask.", schema: { type: "object" }, completed: { step: "a" } },
  { session, status: "done", finalOutput: null, autoAdvanced: [{ step: "b", result: 1 }] },
  { session, status: "error", step: "ask", message: "no", retry: true },
  { session, status: "prompt", elicited: [{ step: "x" }], preamble: "p" },
  { session, status: "prompt", elicitation: { step: "x", action: "decline" } },
  { session, status: "waiting" },
  { session, status: "done", retry: "yes" },
  { session, status: "done", completed: { result: 1 } },
  { session, status: "done", unknown: 1 },
  { status: "done" },
];

describe("acceptAdvanceInput", () => {
  it.each(advanceCases.map((value, index) => [String(index), value]))("agrees with the schema on case %s", (_, value) => {
    const accepted = acceptAdvanceInput(value);
    const parsed = advanceShape.safeParse(value);
    if (accepted !== undefined) expect(parsed).toEqual({ success: true, data: accepted });
    // Rejected by hand and valid for zod only where the schema must decide (a null-prototype object).
    else if (parsed.success) expect(Object.getPrototypeOf((value as { output: object }).output)).toBe(null);
  });

  it("leaves the wording of an error to zod", async () => {
    const checked = await registeredSchemas.advanceInput["~standard"].validate({ session: 5, step: "ask", output: {} });
    expect(checked.issues?.[0]).toMatchObject({ path: ["session"] });
  });
});

describe("acceptRunResult", () => {
  it.each(runResults.map((value, index) => [String(index), value]))("agrees with the schema on case %s", (_, value) => {
    const accepted = acceptRunResult(value);
    if (accepted !== undefined) {
      expect(accepted).toBe(value);
      expect(runResultSchema.safeParse(value).success).toBe(true);
    }
  });

  it("takes every usual result by hand, and leaves what is off to the schema", () => {
    expect(runResults.slice(0, 4).map((value) => acceptRunResult(value) !== undefined)).toEqual([true, true, true, true]);
    expect(runResults.slice(4).map((value) => acceptRunResult(value))).toEqual(runResults.slice(4).map(() => undefined));
  });
});
