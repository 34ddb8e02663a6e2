import { describe, expect, it } from "vitest";
import { skill, terminal, type, WorkflowEngine } from "./index.js";
import { responseSchemas } from "./internal/index.js";
import { helpDesk } from "../test/help-desk.js";

describe("responseSchemas", () => {
  it("keys every step's schema by qualified name, sub-skills included", () => {
    const schemas = responseSchemas(helpDesk);
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(["choose", "ask-topic", "doctor/diagnose", "setup/guide-env"]));
    expect(schemas["setup/check-env"]).toBeNull();
  });

  it("the engine answers with precomputed schemas instead of converting", async () => {
    const def = skill({ name: "s", entry: "a" })
      .step("a", { prompt: "A", response: type({ x: "string" }), next: terminal })
      .build();
    const result = await new WorkflowEngine(def, { schemas: { a: { precomputed: true } } }).start();
    expect(result).toMatchObject({ schema: { precomputed: true } });
    expect(await new WorkflowEngine(def, { schemas: {} }).start()).toMatchObject({ schema: { type: "object" } });
  });
});
