import { describe, expect, it } from "vitest";
import { act, createHandshake, skill, terminal, type, WorkflowEngine } from "../index.js";
import { linear, withPromptless } from "../../test/fixtures.js";

describe("WorkflowEngine.start", () => {
  it("returns the entry prompt with preamble and schema, keys in wire order", async () => {
    const result = await new WorkflowEngine(linear).start();
    expect(Object.keys(result)).toEqual(["kind", "step", "preamble", "prompt", "schema"]);
    expect(result).toMatchObject({ kind: "prompt", step: "a", prompt: "<prompt>\nA?\n</prompt>" });
    expect(result).toHaveProperty("schema", {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      properties: { x: { type: "number" } },
      required: ["x"],
    });
  });

  it("puts the system text before the preamble table", async () => {
    const def = skill({ name: "s", entry: "a", system: "Be brief." }).step("a", { prompt: "go", next: terminal }).build();
    const result = await new WorkflowEngine(def).start();
    expect(result.kind === "prompt" && result.preamble?.startsWith("Be brief.\n\n")).toBe(true);
  });

  it("auto-advances a prompt-less entry and still carries the preamble (decision 7)", async () => {
    const def = skill({ name: "s", entry: "setup" })
      .step("setup", { next: "ask", action: () => ({ ready: true }) })
      .step("ask", { prompt: "Q", response: type({ a: "string" }), next: terminal })
      .build();
    const result = await new WorkflowEngine(def).start();
    expect(result.kind).toBe("prompt");
    if (result.kind !== "prompt") return;
    expect(result.preamble).toContain("| Tag | Tool | How to use |");
    expect(result.completed).toBeUndefined();
    expect(result.autoAdvanced).toEqual([
      { step: "setup", response: {}, actionResult: { ready: true }, result: { ready: true } },
    ]);
  });
});

describe("WorkflowEngine.advance", () => {
  it("moves to the next step and reports completed", async () => {
    const engine = new WorkflowEngine(linear);
    await engine.start();
    const result = await engine.advance("a", { x: 1 });
    expect(Object.keys(result)).toEqual(["kind", "step", "prompt", "schema", "completed"]);
    expect(result).toMatchObject({ kind: "prompt", step: "b", completed: { step: "a", response: { x: 1 }, result: { x: 1 } } });
  });

  it("returns a retryable validation error with path-prefixed issues and changes nothing", async () => {
    const engine = new WorkflowEngine(linear);
    await engine.start();
    const result = await engine.advance("a", { nope: 1 });
    expect(result).toEqual({
      kind: "error",
      error: "validation",
      step: "a",
      message: "x: x must be a number (was missing)",
      retry: true,
    });
    expect(engine.records).toHaveLength(0);
    expect(engine.pendingStep).toBe("a");
  });

  it("refuses an unknown step and a step that is not pending, without retry", async () => {
    const engine = new WorkflowEngine(linear);
    await engine.start();
    expect(await engine.advance("nope", {})).toMatchObject({
      kind: "error",
      step: "nope",
      retry: false,
      message: expect.stringContaining('"nope"') as unknown,
    });
    expect(await engine.advance("b", { y: "s" })).toMatchObject({
      kind: "error",
      retry: false,
      message: expect.stringContaining('"a"') as unknown,
    });
    expect(engine.records).toHaveLength(0);
  });

  it("finishes with finalOutput = the last response, then refuses further advances", async () => {
    const engine = new WorkflowEngine(linear);
    await engine.start();
    await engine.advance("a", { x: 1 });
    await engine.advance("b", { y: "s" });
    const done = await engine.advance("c", { z: true });
    expect(done).toEqual({
      kind: "done",
      done: true,
      finalOutput: { z: true },
      completed: { step: "c", response: { z: true }, result: { z: true } },
    });
    expect(await engine.advance("c", { z: true })).toMatchObject({ kind: "error", retry: false });
  });

  it("keeps completed = the agent's step and lists prompt-less steps in autoAdvanced (decision 5)", async () => {
    const engine = new WorkflowEngine(withPromptless);
    await engine.start();
    const result = await engine.advance("a", { n: 21 });
    expect(result).toMatchObject({
      kind: "prompt",
      step: "c",
      prompt: "<prompt>\ncount is 42\n</prompt>",
      completed: { step: "a" },
      autoAdvanced: [{ step: "b", response: {}, result: {} }],
    });
  });

  it("stores {} as the response of a step without a schema", async () => {
    const def = skill({ name: "s", entry: "a" }).step("a", { prompt: "say anything", next: terminal }).build();
    const engine = new WorkflowEngine(def);
    const start = await engine.start();
    expect(start.kind === "prompt" && start.schema).toBe(null);
    expect(await engine.advance("a", { whatever: [1, 2] })).toMatchObject({ kind: "done", completed: { response: {} } });
  });

  it("validates params, applying defaults, and freezes them", () => {
    const def = skill({ name: "p", entry: "a", params: type({ greeting: "string = 'hi'" }) })
      .step("a", { prompt: "x", next: terminal })
      .build();
    expect(new WorkflowEngine(def).params).toEqual({ greeting: "hi" });
    expect(Object.isFrozen(new WorkflowEngine(def).params)).toBe(true);
    expect(() => new WorkflowEngine(def, { params: { greeting: 5 } })).toThrow(/Invalid params for skill "p": greeting/);
  });

  it("renders act segments with the skill name and the host", async () => {
    const def = skill({ name: "demo", entry: "a" })
      .step("a", {
        prompt: ({ host }) => [act.subagent({ prompt: "do" }), `tools: ${host.toolsAvailable.length}`],
        next: terminal,
      })
      .build();
    const result = await new WorkflowEngine(def, { host: createHandshake({ host: "amp" }) }).start();
    expect(result.kind === "prompt" && result.prompt).toBe(
      '<subagent no-recurse="demo">do</subagent>\n\n<prompt>\ntools: 4\n</prompt>',
    );
  });
});
