import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadReferenceYaml } from "./load-reference-yaml.js";
import { scanSimpleYaml } from "./load-simple-yaml.js";
import { parseFrontmatterYaml } from "../lenient/parse-frontmatter-yaml.js";
import { parseYamlPackage } from "../lenient/parse-yaml-package.js";
import { yamlNestingDepth } from "../lenient/yaml-nesting-depth.js";
import { fullRead, fullReadError } from "../../test/full-reference-yaml.js";

const word = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      "a",
      "Use",
      "é",
      "😀",
      "~",
      "true",
      "1.0",
      "x-y",
      " ",
      "it's",
      "(b)",
      "a:b",
      "http://x",
      "a.",
      "a-",
    ),
    weight: 6,
  },
  { arbitrary: fc.constantFrom('"q"', "[a]", "{b}", ",", "-", "?", "!"), weight: 1 },
);
const tricky = fc.constantFrom(
  ": ",
  ":",
  "  ",
  " #",
  "#",
  "'",
  '"',
  "- ",
  "-",
  "[",
  "]",
  "{",
  "}",
  "*",
  "&",
  "!",
  "|",
  ">",
  "%",
  "@",
  "`",
  "<<",
  "=",
  "\\",
  "x".repeat(1100),
);
const segment = fc
  .array(fc.oneof({ arbitrary: word, weight: 8 }, { arbitrary: tricky, weight: 1 }), { minLength: 1, maxLength: 4 })
  .map((pieces) => pieces.join(""));
/** Plain values with `: ` (the snag), sometimes with what keeps them from being one. */
const colonValue = fc
  .tuple(fc.array(segment, { minLength: 2, maxLength: 4 }), fc.constantFrom(": ", ": ", ": ", ":  ", " : ", ": #", ":"))
  .map(([segments, glue]) => segments.join(glue));
const listItem = fc.constantFrom(
  "a",
  "Read",
  "x-y",
  "a b",
  "a.b",
  "src/x",
  "_",
  "1.0",
  " a ",
  "é",
  "",
  "a:b",
  "a: b",
  "#",
  "'q'",
  "[a]",
  "*",
);
const list = fc.array(listItem, { maxLength: 4 }).map((items) => `[${items.join(",")}]`);
const plain = fc.constantFrom("x", "Does a thing, then more.", '"quoted: fine"', "'single'", "1.0", "é😀");
const value = fc.oneof({ arbitrary: plain, weight: 3 }, { arbitrary: colonValue, weight: 2 }, { arbitrary: list, weight: 1 });
const names = ["name", "description", "metadata", "license", "allowed-tools", "x", "y"];
const block = fc
  .uniqueArray(fc.constantFrom(...names), { minLength: 1, maxLength: 3 })
  .chain((keys) =>
    fc
      .tuple(fc.constantFrom("  ", "    "), fc.tuple(...keys.map((name) => value.map((text) => `${name}: ${text}`))))
      .map(([indent, lines]) => lines.map((line) => indent + line)),
  );
const entry = (name: string): fc.Arbitrary<string[]> =>
  fc.oneof(
    {
      arbitrary: fc.tuple(fc.constantFrom(" ", "  ", " ".repeat(3)), value).map(([gap, text]) => [`${name}:${gap}${text}`]),
      weight: 3,
    },
    block.map((lines) => [`${name}:`, ...lines]),
  );
const documentText = fc
  .uniqueArray(fc.constantFrom(...names), { minLength: 1, maxLength: 5 })
  .chain((keys) => fc.tuple(...keys.map(entry)))
  .chain((groups) =>
    fc
      .tuple(fc.constant(groups.flat()), fc.constantFrom("", "\n", "  \n"), fc.constantFrom("", "\n", "  \n", "\n\n"))
      .map(([lines, lead, end]) => `${lead}${lines.join("\n")}${end}`),
  );

describe("simple frontmatter with snags", () => {
  it("gets exactly the full reference reader's error", () => {
    let snagged = 0;
    fc.assert(
      fc.property(documentText, fc.constantFrom(1, 2, 256), (yaml, maxDepth) => {
        const scan = scanSimpleYaml(yaml, { maxDepth });
        if (scan === undefined || scan.ok) return;
        snagged += 1;
        const result = loadReferenceYaml(yaml, { maxDepth });
        expect(result.ok ? result : result.message).toEqual(fullReadError(yaml, maxDepth));
      }),
      { numRuns: 20_000 },
    );
    expect(snagged).toBeGreaterThan(1500);
  });

  it("gets exactly the yaml package's error in lenient reading, which the reference reader refuses too", () => {
    let snagged = 0;
    const limits = fc.record({
      maxDepth: fc.constantFrom(1, 2, 64),
      maxNodes: fc.constantFrom(3, 10_000),
      maxAliasCount: fc.constant(100),
    });
    fc.assert(
      fc.property(documentText, limits, (yaml, limit) => {
        const scan = scanSimpleYaml(yaml, { maxDepth: limit.maxDepth, flowLists: { maxNodes: limit.maxNodes } });
        if (scan === undefined || scan.ok) return;
        snagged += 1;
        expect(scan.snags.every((snag) => snag.kind === "colon")).toBe(true);
        expect(parseFrontmatterYaml(yaml, limit)).toEqual(parseYamlPackage(yaml, limit));
        expect(fullRead(yaml, limit.maxDepth)).toBe("error");
        // load-frontmatter.ts skips the nesting estimate below this bound, snags or not.
        expect(yamlNestingDepth(yaml, 1000)).toBeLessThanOrEqual(2 + (yaml.match(/[[{]/g)?.length ?? 0));
      }),
      { numRuns: 20_000 },
    );
    expect(snagged).toBeGreaterThan(1500);
  });

  it("reports a snag only for values that are snags", () => {
    expect(scanSimpleYaml("name: a\ndescription: one: two\n", { maxDepth: 256 })).toMatchObject({
      ok: false,
      snags: [{ kind: "colon", line: 1, colons: [24] }],
    });
    expect(scanSimpleYaml("name: a\ntools: [a, b]\n", { maxDepth: 256 })).toMatchObject({
      ok: false,
      snags: [{ kind: "flow", line: 1, valueStart: 15 }],
    });
    expect(scanSimpleYaml("name: a\ntools: [a, b]\n", { maxDepth: 256, flowLists: { maxNodes: 100 } })).toMatchObject({
      ok: true,
    });
    expect(scanSimpleYaml("description: one: 'two'\n", { maxDepth: 256 })).toBeUndefined();
    expect(scanSimpleYaml("description: one: two\nname: a\nname: b\n", { maxDepth: 256 })).toBeUndefined();
  });
});
