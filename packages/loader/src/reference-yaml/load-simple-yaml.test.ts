import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadSimpleYaml } from "./load-simple-yaml.js";
import { parseYamlPackage } from "../lenient/parse-yaml-package.js";
import { yamlNestingDepth } from "../lenient/yaml-nesting-depth.js";
import { toYamlValue } from "./to-yaml-value.js";
import type { ReferenceValue } from "../python-text.js";
import { entries, fullRead } from "../../test/full-reference-yaml.js";

const simple = (text: string, maxDepth = 256): unknown => {
  const value = loadSimpleYaml(text, { maxDepth });
  return value === undefined ? undefined : entries(value);
};

describe("loadSimpleYaml", () => {
  it("reads one-line entries and one nested block like the reference", () => {
    const text =
      '\nname: demo\ndescription: Does a thing, then "another" (it\'s fine)  \nmetadata:\n  author: me\n\n  version: "1.0"\nlicense: \'MIT\'\n';
    expect(simple(text)).toEqual([
      ["name", "demo"],
      ["description", 'Does a thing, then "another" (it\'s fine)'],
      [
        "metadata",
        [
          ["author", "me"],
          ["version", "1.0"],
        ],
      ],
      ["license", "MIT"],
    ]);
    expect(simple(text)).toEqual(fullRead(text));
  });

  it.each([
    ["a comment", "name: x # note\n"],
    ["a colon and space in a plain value", "description: a: b\n"],
    ["a flow list", "tools: [a, b]\n"],
    ["an escape", 'name: "a\\tb"\n'],
    ["a folded continuation", "description: one\n  two\n"],
    ["an empty value", "license:\nname: x\n"],
    ["a duplicate key", "name: x\nname: y\n"],
    ["a tab", "name:\tx\n"],
    ["nested blocks at two indentations", "a:\n  x: 1\nb:\n    y: 2\n"],
    ["a list", "tools:\n  - a\n"],
    ["a merge value", "a: <<\n"],
    ["an empty document", "\n\n"],
    ["nesting beyond maxDepth 1", "a:\n  b: c\n"],
  ])("leaves %s to the full reader", (_, text) => {
    expect(loadSimpleYaml(text, { maxDepth: text.startsWith("a:\n  b") ? 1 : 256 })).toBeUndefined();
  });

  const tricky = fc.constantFrom(
    ": ",
    ":",
    "  ",
    "#",
    " #",
    "'",
    '"',
    "\\",
    "-",
    "- ",
    "[",
    "]",
    "{",
    "}",
    ",",
    "?",
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
    "---",
    "...",
    "\u00a0",
    "\u3000",
    "\t",
    "\r",
    "\u2028",
    "\uFEFF",
    "\n",
    "\n  ",
  );
  const word = fc.constantFrom("a", "Use", "é", "~", "true", "1.0", "x-y", " ", "it's", '"q"', "(b)", "a:b");
  const piece = fc.oneof({ arbitrary: word, weight: 6 }, { arbitrary: tricky, weight: 1 });
  const key = fc.constantFrom("name", "description", "metadata", "license", "a-b", "k_1", "x", "y", "-", "#", "<<");
  const line = fc
    .tuple(
      fc.constantFrom("", "", "", "  ", "  ", "    ", " "),
      key,
      fc.constantFrom(": ", ": ", ": ", ":", ":  ", " :", ""),
      fc.array(piece, { maxLength: 6 }),
      fc.constantFrom("", "", " ", "  "),
    )
    .map(([indent, name, colon, rest, end]) => `${indent}${name}${colon}${rest.join("")}${end}`);
  const value = fc.array(piece, { minLength: 1, maxLength: 6 }).map((pieces) => pieces.join(""));
  const listItem = fc.oneof(
    { arbitrary: fc.constantFrom("a", "Read", "x-y", "a b", "a.b", "src/x", "_", "1.0", " a ", "é"), weight: 5 },
    {
      arbitrary: fc.constantFrom(
        "",
        "-x",
        "a:b",
        "a: b",
        "#",
        "a #b",
        "'q'",
        '"q"',
        "[a]",
        "{a}",
        "*",
        "&a",
        "!t",
        "?",
        "|",
        "a]",
      ),
      weight: 1,
    },
  );
  const list = fc.array(listItem, { maxLength: 4 }).map((items) => `[${items.join(",")}]`);
  const names = ["name", "description", "metadata", "license", "a-b", "k_1", "x", "y"];
  const block = fc
    .uniqueArray(fc.constantFrom(...names), { minLength: 1, maxLength: 3 })
    .chain((keys) =>
      fc
        .tuple(fc.constantFrom("  ", "  ", "    "), fc.tuple(...keys.map((name) => value.map((text) => `${name}: ${text}`))))
        .map(([indent, lines]) => lines.map((item) => indent + item)),
    );
  const entry = (name: string, lists: boolean): fc.Arbitrary<string[]> =>
    fc.oneof(
      { arbitrary: (lists ? fc.oneof(value, list) : value).map((text) => [`${name}: ${text}`]), weight: 3 },
      block.map((lines) => [`${name}:`, ...lines]),
      {
        arbitrary: lists ? list.map((text) => [`${name}:`, `  k: ${text}`]) : block.map((lines) => [`${name}:`, ...lines]),
        weight: lists ? 1 : 0,
      },
    );
  const documentText = (lists = false): fc.Arbitrary<string> =>
    fc
      .uniqueArray(fc.constantFrom(...names), { minLength: 1, maxLength: 5 })
      .chain((keys) => fc.tuple(...keys.map((name) => entry(name, lists))))
      .chain((groups) =>
        fc
          .tuple(fc.constant(groups.flat()), fc.constantFrom("", "\n", "  \n"))
          .map(([lines, lead]) => `${lead}${lines.join("\n")}\n`),
      );
  const text = fc.oneof(
    { arbitrary: documentText(), weight: 4 },
    { arbitrary: fc.array(line, { maxLength: 8 }).map((lines) => lines.join("\n")), weight: 2 },
    { arbitrary: fc.array(fc.oneof(piece, tricky, key), { maxLength: 30 }).map((pieces) => pieces.join("")), weight: 1 },
  );

  it("gives exactly the full reader's value whenever it reads a text", () => {
    let read = 0;
    fc.assert(
      fc.property(text, fc.constantFrom(1, 2, 256), (yaml, maxDepth) => {
        const fast = simple(yaml, maxDepth);
        if (fast === undefined) return;
        read += 1;
        expect(fast).toEqual(fullRead(yaml, maxDepth));
      }),
      { numRuns: 20_000 },
    );
    expect(read).toBeGreaterThan(2000);
  });

  const hasList = (value: ReferenceValue): boolean =>
    value instanceof Map ? [...(value as ReadonlyMap<string, ReferenceValue>).values()].some(hasList) : typeof value !== "string";

  it("with flow lists, gives exactly the yaml package's value within its limits (and the reference reader's without)", () => {
    let read = 0;
    let withList = 0;
    const limits = fc.record({
      maxDepth: fc.constantFrom(1, 2, 3, 64),
      maxNodes: fc.constantFrom(3, 8, 10_000),
      maxAliasCount: fc.constant(100),
    });
    fc.assert(
      fc.property(fc.oneof(documentText(true), text), limits, (yaml, limit) => {
        const fast = loadSimpleYaml(yaml, { maxDepth: limit.maxDepth, flowLists: { maxNodes: limit.maxNodes } });
        if (fast === undefined) return;
        read += 1;
        // load-frontmatter.ts skips the nesting estimate below this bound.
        expect(yamlNestingDepth(yaml, 1000)).toBeLessThanOrEqual(2 + (yaml.match(/[[{]/g)?.length ?? 0));
        if (!hasList(fast)) {
          expect(entries(fast)).toEqual(fullRead(yaml, limit.maxDepth));
          return;
        }
        withList += 1;
        const slow = parseYamlPackage(yaml, limit);
        expect(slow.ok && slow.warnings.length === 0 ? JSON.stringify(slow.value) : slow).toEqual(
          JSON.stringify(toYamlValue(fast)),
        );
      }),
      { numRuns: 20_000 },
    );
    expect(withList).toBeGreaterThan(500);
    expect(read).toBeGreaterThan(3000);
  });
});
