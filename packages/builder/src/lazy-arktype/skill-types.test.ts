import * as arktype from "arktype";
import { runInThisContext } from "node:vm";
import { action, skill, terminal, WorkflowEngine } from "@skill-kit/core";
import { describe, expect, it } from "vitest";
import { precompiled } from "./checks.js";
import { lazyArkType } from "./deferred.js";
import { recordsKey, type Precompiled, type Recorded } from "./precompiled.js";
import { tableSource } from "./plugin.js";
import { describeSkill, type SkillTypes } from "./skill-types.js";

const exportKinds = Object.fromEntries(Object.entries(arktype).map(([name, value]) => [name, typeof value]));

/** The stand-in over the real arktype, counting how often the real module is asked for. */
function standIn(table: readonly (Precompiled | undefined)[], eager: boolean) {
  const loads = { count: 0 };
  const module = lazyArkType({
    load: () => {
      loads.count += 1;
      return arktype;
    },
    exports: exportKinds,
    table: table.map((entry) => entry ?? { sig: "" }),
    eager,
  });
  return { ark: module as unknown as typeof arktype, loads };
}

/** The shape of issue 19: params with a default, an action with input and output, a store written by a save, a final output. */
function defineSkill(ark: typeof arktype) {
  const { type } = ark;
  const measure = action({
    name: "measure",
    input: type({ target: "string > 0" }),
    output: type({ size: "number", "note?": "string" }),
    // Core judges the JSON form, `{ size }`: the precompiled check needs no copy of its own.
    run: ({ input }) => ({ size: input.target.length, note: undefined }),
  });
  return skill({
    name: "gate",
    description: "Aims and checks",
    entry: "aim",
    params: type({ rounds: "number = 3" }),
    stores: { gate: type({ "target?": "string", "rounds?": "number", "meta?": { "by?": "string", "at?": "number" } }) },
    finalOutput: type({ ok: "boolean" }),
  })
    .step("aim", {
      prompt: "Aim.",
      response: type({ target: "string > 0" }),
      action: { run: measure, mapInput: ({ response }) => ({ target: response.target }) },
      save: ({ response, params }) => ({ gate: { target: response.target, rounds: params.rounds, meta: { by: "me" } } }),
      next: "check",
    })
    .step("check", {
      prompt: "Check.",
      response: type({ ok: "boolean" }),
      save: () => ({ gate: { meta: { at: 1 } } }),
      next: terminal,
    })
    .build();
}

/** What the build does: load the skill in eager mode, describe it, and write the table as source. */
function buildTable(define: (ark: typeof arktype) => Parameters<typeof describeSkill>[0]): {
  types: SkillTypes;
  table: (Precompiled | undefined)[];
} {
  const { ark } = standIn([], true);
  const definition = define(ark);
  const records = (globalThis as Record<symbol, unknown>)[recordsKey] as Recorded[];
  const types = describeSkill(definition, records);
  const make = runInThisContext(`(precompiled) => ${tableSource(types.table)}`) as (
    p: typeof precompiled,
  ) => (Precompiled | undefined)[];
  return { types, table: make(precompiled) };
}

describe("describeSkill", () => {
  it("precompiles every type a valid step meets, and each store's partial() under its store's entry", () => {
    const { types } = buildTable(defineSkill);
    expect(types.notPrecompiled).toEqual([]);
    const store = types.table.find((entry) => entry?.derived !== undefined);
    expect(Object.keys(store?.derived ?? {})).toEqual(["partial([])"]);
  });

  it("runs a valid workflow through core's engine without loading ArkType, and an invalid answer gets ArkType's message", async () => {
    const { table } = buildTable(defineSkill);
    const { ark, loads } = standIn(table, false);
    const engine = new WorkflowEngine(defineSkill(ark), { params: {}, log: () => undefined });
    expect((await engine.start()).kind).toBe("prompt");
    expect(await engine.advance("aim", { target: "moon" })).toMatchObject({
      kind: "prompt",
      completed: { actionResult: { size: 4 } },
    });
    expect(await engine.advance("check", { ok: true })).toMatchObject({ kind: "done", finalOutput: { ok: true } });
    expect(engine.store).toMatchObject({ gate: { target: "moon", rounds: 3, meta: { by: "me", at: 1 } } });
    expect(loads.count).toBe(0);
    const invalid = await new WorkflowEngine(defineSkill(ark), { params: {} }).advance("aim", { target: "" });
    expect(invalid).toMatchObject({ kind: "error", message: "target: target must be non-empty" });
    expect(loads.count).toBe(1);
  });

  it("answers t(data), t.assert(data) and t.allows(data) from the check, as ArkType does", () => {
    const define = (ark: typeof arktype) => {
      const caller = ark.type({ product: "string > 0", "version?": "string" });
      const definition = skill({ name: "desk", description: "Routes", entry: "welcome", stores: { caller } })
        .step("welcome", { prompt: "Hi.", response: caller, next: terminal })
        .build();
      return { caller, definition };
    };
    const { table } = buildTable((ark) => define(ark).definition);
    const { ark, loads } = standIn(table, false);
    const { caller } = define(ark);
    const data = { product: "Inkpad" };
    expect(caller(data)).toBe(data);
    expect(caller.assert(data)).toBe(data);
    expect(caller.allows({ product: "" })).toBe(false);
    expect(loads.count).toBe(0);
    expect(() => caller.assert({ product: "" })).toThrow("product must be non-empty");
    expect(loads.count).toBe(1);
  });

  it("keeps a store whose type has no partial() on the fast path: core checks its writes with the type itself, as from source", async () => {
    const define = (ark: typeof arktype) =>
      skill({ name: "notes", description: "Keeps a note", entry: "write", stores: { note: ark.type("string") } })
        .step("write", {
          prompt: "Write.",
          response: ark.type({ text: "string" }),
          save: ({ response }) => ({ note: response.text }),
          next: terminal,
        })
        .build();
    const { types, table } = buildTable(define);
    expect(types.notPrecompiled).toEqual([]);
    const { ark, loads } = standIn(table, false);
    const lines: string[] = [];
    const engine = new WorkflowEngine(define(ark), { log: (line) => lines.push(line) });
    expect(await engine.advance("write", { text: "hi" })).toMatchObject({ kind: "done" });
    expect(engine.store).toMatchObject({ note: "hi" });
    expect(lines).toEqual([]);
    expect(loads.count).toBe(0);
  });

  it("names each type it could not precompile, where the skill uses it, and why", () => {
    const { types } = buildTable((ark) => {
      const { type } = ark;
      return skill({
        name: "slow",
        description: "Has types ArkType must run",
        entry: "when",
        params: type({ at: ["number", "=", () => 1] }),
        stores: { notes: type({ inner: { text: "string = ''" } }) },
      })
        .step("when", { prompt: "When?", response: type({ date: "string.date.parse" }), next: "who" })
        .step("who", { prompt: "Who?", response: type({ name: "string" }).narrow((value) => value.name !== "x"), next: terminal })
        .build();
    });
    expect(types.notPrecompiled.map(({ where, reason }) => `${where}: ${reason}`)).toEqual([
      'params: the default of "at" is a function',
      'store "notes" (writes of a save): it has a morph or a default below the top level (a parse keyword, .pipe, .to, => or a nested `= value`), which ArkType runs with its full traversal',
      'step "when" response: it has a morph or a default below the top level (a parse keyword, .pipe, .to, => or a nested `= value`), which ArkType runs with its full traversal',
      'step "who" response: its check calls a function (an anonymous function: a narrow, a predicate or a class)',
    ]);
    expect(types.notPrecompiled[2]?.type).toBe("{ date: (In: string) => Out<Date> }");
  });
});
