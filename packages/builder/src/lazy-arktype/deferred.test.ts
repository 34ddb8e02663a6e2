import * as arktype from "arktype";
import { describe, expect, it } from "vitest";
import { lazyArkType } from "./deferred.js";
import { precompiledKey, recordsKey, type Precompiled, type Recorded } from "./precompiled.js";
import { describeRecord } from "./precompile.js";

const exportKinds = Object.fromEntries(Object.entries(arktype).map(([name, value]) => [name, typeof value]));

/** The stand-in over the real arktype, counting how often the real module is asked for. */
function standIn(table: readonly Precompiled[] = [], eager = false) {
  const loads = { count: 0 };
  const module = lazyArkType({
    load: () => {
      loads.count += 1;
      return arktype;
    },
    exports: exportKinds,
    table,
    eager,
  });
  return { module: module as unknown as typeof arktype, loads };
}

/** What a skill module might do with arktype when it loads. */
function defineTypes(ark: typeof arktype) {
  const role = ark.type("'dev'|'design'");
  const person = ark.type({ name: "string > 0", role, "tags?": "string[]" });
  const people = person.array();
  const $ = ark.scope({ id: "string", user: { id: "id", age: "number.integer >= 0" } });
  const user = $.type("user");
  const withDefault = ark.type({ greeting: "string = 'Hello'" });
  return { role, person, people, user, withDefault };
}

describe("lazy arktype", () => {
  it("defers type(), chained methods and scopes until one is used", () => {
    const { module, loads } = standIn();
    const types = defineTypes(module);
    expect(loads.count).toBe(0);
    expect(types.people([{ name: "Ada", role: "dev" }])).toEqual([{ name: "Ada", role: "dev" }]);
    expect(loads.count).toBe(1);
  });

  it("behaves as the real types do: output, errors, expression and JSON Schema", () => {
    const lazy = defineTypes(standIn().module);
    const real = defineTypes(arktype);
    const inputs: unknown[] = [
      { name: "Ada", role: "dev" },
      { name: "", role: "pm" },
      [],
      null,
      { greeting: 3 },
      {},
      { id: "u1", age: 3 },
      { id: 1, age: -1 },
    ];
    for (const key of Object.keys(real) as (keyof typeof real)[]) {
      for (const input of inputs) {
        const fromLazy = lazy[key](structuredClone(input));
        const fromReal = real[key](structuredClone(input));
        expect(JSON.stringify(fromLazy instanceof arktype.ArkErrors ? fromLazy.summary : fromLazy)).toBe(
          JSON.stringify(fromReal instanceof arktype.ArkErrors ? fromReal.summary : fromReal),
        );
        expect(fromLazy instanceof arktype.ArkErrors).toBe(fromReal instanceof arktype.ArkErrors);
      }
      expect(lazy[key].expression).toBe(real[key].expression);
      expect(lazy[key].toJsonSchema({ fallback: (context) => context.base })).toEqual(
        real[key].toJsonSchema({ fallback: (context) => context.base }),
      );
    }
  });

  it("keeps instanceof working through the deferred exports", () => {
    const { module } = standIn();
    const errors = module.type({ n: "number" })({ n: "x" });
    expect(errors instanceof module.ArkErrors).toBe(true);
    expect({} instanceof module.ArkErrors).toBe(false);
  });

  it("offers the build's entry for a type only when the type was made by the same call", () => {
    const check = (data: unknown) => ({ value: data });
    const table: Precompiled[] = [];
    table[2] = { sig: 'type([{"n":"number"}])', check, jsonSchema: { type: "object" } };
    table[3] = { sig: 'type([{"m":"number"}])', check, jsonSchema: null };
    const { module } = standIn(table);
    const n = module.type({ n: "number" }) as unknown as Record<symbol, unknown>;
    const other = module.type({ k: "string" }) as unknown as Record<symbol, unknown>;
    expect(n[precompiledKey]).toBe(table[2]);
    expect(other[precompiledKey]).toBeUndefined();
  });

  it("in eager mode records every deferred value with the same signatures lazy mode computes", () => {
    const { module: eager } = standIn([], true);
    defineTypes(eager);
    const records = (globalThis as Record<symbol, unknown>)[recordsKey] as Recorded[];
    const described = records.map(describeRecord);
    const table = described.map((entry) =>
      entry === null ? undefined : { sig: entry.sig, check: () => undefined },
    ) as Precompiled[];
    const lazy = defineTypes(standIn(table).module);
    const offered = Object.values(lazy).map(
      (value) => (value as unknown as Record<symbol, Precompiled | undefined>)[precompiledKey]?.sig,
    );
    expect(offered).toEqual([
      `type(["'dev'|'design'"])`,
      'type([{"name":"string > 0","role":"#2","tags?":"string[]"}])',
      "#3.array([])",
      '#5.type(["user"])',
      `type([{"greeting":"string = 'Hello'"}])`,
    ]);
    const checked = described.filter((entry) => entry !== null && entry.allows !== null).map((entry) => entry?.sig);
    expect(checked).toEqual(offered);
  });
});
