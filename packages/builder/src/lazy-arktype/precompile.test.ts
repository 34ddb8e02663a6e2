import * as fc from "fast-check";
import { type } from "arktype";
import { runInThisContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { asIs, withDefaults } from "./checks.js";
import { allowsSource, checkSource } from "./precompile.js";

/** Types a skill's answers commonly have, with every refinement the compiled check must carry. */
const types = {
  object: type({ n: "number", more: "boolean" }),
  refined: type({ name: "string > 0", "age?": "0 <= number.integer < 150", kind: "'a'|'b'|'c'", tags: "string[] > 0" }),
  pattern: type({ folder: "/^[a-z0-9-]+$/", email: "string.email" }),
  union: type([{ kind: "'x'", v: "number" }, "|", { kind: "'y'", w: "string" }]),
  closed: type({ "+": "reject", a: "string", "b?": "number % 2" }),
  tuple: type(["string", "number", "...", "boolean[]"]),
  nested: type({ items: type({ id: "string", done: "boolean" }).array().atMostLength(3), "note?": "string | null" }),
  literal: type("'yes' | 'no' | 1 | true | null"),
  // What core checks a save's writes with: a store's partial(), which the build precompiles too.
  storePartial: type({
    "target?": "string",
    rounds: "number.integer > 0",
    items: type({ id: "string", done: "boolean" }).array(),
  }).partial(),
};

/** JSON values shaped like the types above, and anything else. */
const keys = fc.constantFrom(
  "greeting",
  "outDir",
  "count",
  "loud",
  "mode",
  "n",
  "more",
  "name",
  "age",
  "kind",
  "tags",
  "folder",
  "email",
  "v",
  "w",
  "a",
  "b",
  "items",
  "id",
  "done",
  "note",
  "extra",
);
const leaf = fc.oneof(
  fc.constantFrom(
    "a",
    "b",
    "x",
    "y",
    "",
    "yes",
    "no",
    "a@b.co",
    "my-dir",
    "Bad Dir",
    0,
    1,
    2,
    3,
    149,
    150,
    -1,
    1.5,
    true,
    false,
    null,
  ),
  fc.string(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    leaf,
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(keys, tie("value"), { maxKeys: 6 }),
  ),
})).value;

function compiled(t: { internal: unknown }): (data: unknown) => boolean {
  const source = allowsSource(t.internal as Parameters<typeof allowsSource>[0]);
  if (source === null) throw new Error("expected a compiled check");
  return runInThisContext(source) as (data: unknown) => boolean;
}

describe("allowsSource", () => {
  for (const [name, t] of Object.entries(types)) {
    it(`accepts exactly what ArkType accepts: ${name}`, () => {
      const allows = compiled(t);
      fc.assert(
        fc.property(json, (value) => allows(value) === t.allows(value)),
        { numRuns: 2_000 },
      );
    });
  }

  it("agrees on values that pass", () => {
    expect(compiled(types.refined)({ name: "Ada", kind: "a", tags: ["x"] })).toBe(true);
    expect(compiled(types.pattern)({ folder: "my-dir", email: "a@b.co" })).toBe(true);
    expect(compiled(types.closed)({ a: "x", b: 4 })).toBe(true);
    expect(compiled(types.closed)({ a: "x", c: 4 })).toBe(false);
  });

  it("gives nothing for a type whose valid answers change (morphs, function defaults, deleted keys) or call author code", () => {
    const node = (t: { internal: unknown }) => checkSource(t.internal as Parameters<typeof checkSource>[0]);
    expect(node(type("string.numeric.parse"))).toBeNull();
    expect(node(type("string").narrow((s) => s.length > 2))).toBeNull();
    expect(node(type({ at: ["number", "=", () => 1] }))).toBeNull();
    expect(node(type({ greeting: "string = 'Hello'" }).onUndeclaredKey("delete"))).toBeNull();
    expect(node(type({ inner: { greeting: "string = 'Hello'" } }))).toBeNull();
  });

  const defaulted = {
    greeting: type({ greeting: "string = 'Hello'", "outDir?": "string" }),
    several: type({
      name: "string > 0",
      count: "number = 3",
      loud: "boolean = false",
      mode: "'a'|'b' = 'b'",
      "tags?": "string[]",
    }),
  };
  it("adds the defaults after the keys the data has, in the type's order", () => {
    const source = checkSource(defaulted.several.internal as Parameters<typeof checkSource>[0]) ?? "";
    const run = (
      runInThisContext(`(withDefaults) => ${source}`) as (
        w: typeof withDefaults,
      ) => (data: unknown) => { value: unknown } | undefined
    )(withDefaults);
    expect(JSON.stringify(run({ mode: "a", name: "x" })?.value)).toBe('{"mode":"a","name":"x","count":3,"loud":false}');
    expect(run({ name: "" })).toBeUndefined();
  });

  for (const [name, t] of Object.entries(defaulted)) {
    it(`returns what ArkType returns, keys in the same order, for data it accepts: ${name}`, () => {
      const source = checkSource(t.internal as Parameters<typeof checkSource>[0]);
      expect(source).toMatch(/^withDefaults\(/);
      const check = runInThisContext(`(asIs, withDefaults) => ${source ?? ""}`) as (
        a: typeof asIs,
        w: typeof withDefaults,
      ) => (data: unknown) => { value: unknown } | undefined;
      const run = check(asIs, withDefaults);
      fc.assert(
        fc.property(json, (value) => {
          const fast = run(structuredClone(value));
          const real: unknown = t(structuredClone(value));
          if (fast === undefined) return real instanceof type.errors;
          return JSON.stringify(fast.value) === JSON.stringify(real);
        }),
        { numRuns: 2_000 },
      );
    });
  }
});
