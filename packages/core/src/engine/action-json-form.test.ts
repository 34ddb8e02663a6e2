import { describe, expect, it } from "vitest";
import { ActionError, action, skill, terminal, type, WorkflowEngine } from "../index.js";

const lookup = action({
  name: "lookup",
  input: type({ id: "string", "note?": "string" }),
  output: type({ found: "boolean", "owner?": "string" }),
  run: ({ input }) => ({ found: input.id !== "", owner: undefined }),
});

const failureOf = async (work: Promise<unknown>): Promise<ActionError> => {
  const error: unknown = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ActionError)) throw new Error(`expected an ActionError, got ${String(error)}`);
  return error;
};

describe("action input and output are judged by their JSON form", () => {
  it("accepts an optional key set to undefined on both ends, and records what history carries", async () => {
    const seen: unknown[] = [];
    const def = skill({ name: "s", entry: "a" })
      .step("a", {
        prompt: "id?",
        response: type({ id: "string" }),
        action: { run: lookup, mapInput: ({ response }) => ({ id: response.id, note: undefined }) },
        save: ({ actionResult }) => {
          seen.push(actionResult);
          return { step: actionResult };
        },
        next: terminal,
      })
      .build();
    const engine = new WorkflowEngine(def);
    await engine.start();
    const result = await engine.advance("a", { id: "42" });
    expect(result.kind).toBe("done");
    expect(engine.records[0]?.actionResult).toEqual({ found: true });
    expect(Object.keys(engine.records[0]?.actionResult ?? {})).toEqual(["found"]);

    const replayed = new WorkflowEngine(def);
    const history: unknown = JSON.parse(
      JSON.stringify(engine.records.map(({ step, response, actionResult }) => ({ step, response, actionResult }))),
    );
    replayed.replay(Array.isArray(history) ? history : []);
    expect(replayed.records).toEqual(engine.records);
    // save saw the same value live and on replay
    expect(seen).toEqual([{ found: true }, { found: true }]);
  });

  it("still refuses a required key set to undefined, with ArkType's message for the JSON form", async () => {
    const strict = action({
      name: "strict",
      input: type({}),
      output: type({ found: "boolean" }),
      run: () => ({ found: undefined as unknown as boolean }),
    });
    const def = skill({ name: "s", entry: "a" })
      .step("a", { prompt: "?", action: { run: strict, mapInput: () => ({}) }, next: terminal })
      .build();
    const engine = new WorkflowEngine(def);
    await engine.start();
    const error = await failureOf(engine.advance("a", {}));
    expect(error.message).toBe('Action "strict" returned invalid output at step "a": found: found must be boolean (was missing)');
    expect(engine.records).toHaveLength(0);
  });

  it("refuses output JSON cannot carry, naming the action and the step", async () => {
    const big = action({ name: "big", input: type({}), output: type("unknown"), run: () => ({ n: 1n }) });
    const def = skill({ name: "s", entry: "a" })
      .step("a", { prompt: "?", action: { run: big, mapInput: () => ({}) }, next: terminal })
      .build();
    const engine = new WorkflowEngine(def);
    await engine.start();
    const error = await failureOf(engine.advance("a", {}));
    expect(error.message).toMatch(/^Action "big" returned invalid output at step "a": it has no JSON form \(.*BigInt.*\)$/);
    expect(error.data).toEqual({ action: "big", step: "a", reason: "invalid-output" });
  });

  it("gives save and next an inline action's result in its JSON form, as a replay would", async () => {
    const def = skill({ name: "s", entry: "a" })
      .step("a", { prompt: "?", action: () => ({ at: new Date(0), gone: undefined }), next: terminal })
      .build();
    const engine = new WorkflowEngine(def);
    await engine.start();
    await engine.advance("a", {});
    expect(engine.records[0]?.actionResult).toEqual({ at: "1970-01-01T00:00:00.000Z" });
  });
});
