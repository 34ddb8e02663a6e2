// Hostile flag values for the property tests.
import fc from "fast-check";
import { argSafe } from "./harness.js";

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
export const protoKey = fc.constantFrom(
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "__defineGetter__",
);

/** `{"<proto key>": <any JSON>, …}` as text: JSON.stringify would drop an own `__proto__`. */
export const protoJson: fc.Arbitrary<string> = fc
  .array(fc.tuple(protoKey, fc.jsonValue({ maxDepth: 3 })), { minLength: 1, maxLength: 4 })
  .map((pairs) => `{${pairs.map(([key, value]) => `"${key}":${JSON.stringify(value)}`).join(",")},"name":"A"}`);

/** A JSON string holding a lone surrogate as an escape, which is valid JSON and invalid UTF-16. */
export const surrogateJson: fc.Arbitrary<string> = fc
  .tuple(fc.string({ maxLength: 8 }), fc.integer({ min: 0xd800, max: 0xdfff }))
  .map(([text, code]) => `{"name":${JSON.stringify(text).slice(0, -1)}\\u${code.toString(16)}"}`);

/** Any flag value: JSON, text, truncated JSON, raw lone surrogates, prototype keys. NUL is removed (argv cannot hold it). */
export const flagValue: fc.Arbitrary<string> = fc
  .oneof(
    fc.json({ maxDepth: 4 }),
    fc.string({ unit: "binary", maxLength: 80 }),
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value).slice(0, -1)),
    fc.tuple(fc.string({ maxLength: 10 }), loneSurrogate, fc.string({ maxLength: 10 })).map(([a, b, c]) => a + b + c),
    protoJson,
    surrogateJson,
    fc.constantFrom("-", "@", "@/dev/null", "@/etc/passwd", "--step", "=", "[]", "{}", "null", "1e999", '"x"', "[".repeat(300)),
  )
  .map(argSafe);

/** A history: arrays of entries with hostile steps and responses, or any flag value. */
export const historyValue: fc.Arbitrary<string> = fc.oneof(
  flagValue,
  fc
    .array(
      fc.record({
        step: fc.oneof(fc.constantFrom("greet", "take", "__proto__"), fc.string({ maxLength: 10 })),
        response: fc.jsonValue({ maxDepth: 3 }),
      }),
      { maxLength: 4 },
    )
    .map((entries) => argSafe(JSON.stringify(entries))),
  protoJson.map((entry) => `[${entry.replace('"name":"A"', '"step":"take","response":1')}]`),
);

const parsedOrText = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * Any value of one MCP tool argument: any JSON; the flag values above as text and, where they
 * parse, as the JSON they hold (objects with their own `__proto__`, `constructor`, … keys, lone
 * surrogates, escaped or raw); and JavaScript values JSON has no form for (sent as null or left out).
 */
export const toolArgument: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  flagValue,
  flagValue.map(parsedOrText),
  protoJson.map(parsedOrText),
  surrogateJson.map(parsedOrText),
  fc.constantFrom(undefined, Number.NaN, Number.POSITIVE_INFINITY, -0, 2 ** 53 + 1, new Date(0), [undefined, () => 1]),
);

/** A whole `arguments` object: known and hostile names (prototype keys as own properties) with any values. */
export const toolArguments: fc.Arbitrary<Record<string, unknown>> = fc
  .array(
    fc.tuple(
      fc.oneof(protoKey, fc.constantFrom("params", "subskill", "session", "step", "output", "name"), fc.string({ maxLength: 8 })),
      toolArgument,
    ),
    { maxLength: 4 },
  )
  .map((pairs) => Object.fromEntries(pairs) as Record<string, unknown>);
