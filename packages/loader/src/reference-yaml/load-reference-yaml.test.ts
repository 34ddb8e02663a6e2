import { describe, expect, it } from "vitest";
import { loadReferenceYaml } from "./load-reference-yaml.js";
import { toYamlValue } from "./to-yaml-value.js";

function value(text: string): unknown {
  const result = loadReferenceYaml(text);
  if (!result.ok) throw new Error(result.message);
  return toYamlValue(result.value);
}

function message(text: string): string {
  const result = loadReferenceYaml(text);
  if (result.ok) throw new Error("expected an error");
  return result.message;
}

describe("loadReferenceYaml values", () => {
  it("keeps every scalar as its source text", () => {
    expect(value("a: 123\nb: true\nc: null\nd: ~\ne: 2026-03-05\nf: 1.0\ng:\n")).toEqual({
      a: "123",
      b: "true",
      c: "null",
      d: "~",
      e: "2026-03-05",
      f: "1.0",
      g: "",
    });
  });

  it("folds plain and quoted scalars like the reference", () => {
    expect(value("a: one\n  two\n\n  three\nb: 'it''s'\nc: \"x\\ty\\u00e9\\\n  z\"\n")).toEqual({
      a: "one two\nthree",
      b: "it's",
      c: "x\tyéz",
    });
  });

  it("reads literal and folded block scalars with chomping", () => {
    expect(value("a: |\n  l1\n  l2\n\nb: >-\n  f1\n  f2\n\n  f3\nc: |+\n  k\n\n")).toEqual({
      a: "l1\nl2\n",
      b: "f1 f2\nf3",
      c: "k\n\n",
    });
  });

  it("reads lists, nested mappings and empty or scalar documents", () => {
    expect(value("tags:\n- a\n- b\nmeta:\n  x: y\n")).toEqual({ tags: ["a", "b"], meta: { x: "y" } });
    expect(value("")).toBe("");
    expect(value("# only a comment\n")).toBe("# only a comment\n");
    expect(value("just text")).toBe("just text");
    expect(value("- a\n- b\n")).toEqual(["a", "b"]);
  });

  it("skips a tab only in whitespace after a blank line (round-trip scanner quirk)", () => {
    expect(value("a: 'x\ty'\n\n\t\nb: c\n")).toEqual({ a: "x\ty", b: "c" });
    expect(message("a: 'x'\n\t\nb: c\n").split("\n")[1]).toBe("found character '\\t' that cannot start any token");
  });
});

describe("loadReferenceYaml refusals (strictyaml)", () => {
  it("refuses flow sequences with the reference message", () => {
    expect(message("\nargument-hint: [issue-number]\n")).toBe(
      [
        "While scanning",
        '  in "<unicode string>", line 2, column 16:',
        "    argument-hint: [issue-number]",
        "                   ^ (line: 2)",
        "Found ugly disallowed JSONesque flow mapping (surround with ' and ' to make text appear literally)",
        '  in "<unicode string>", line 2, column 17:',
        "    argument-hint: [issue-number]",
        "                    ^ (line: 2)",
      ].join("\n"),
    );
  });

  it("refuses flow mappings, anchors, aliases and tags", () => {
    expect(message("a: {b: c}\n").split("\n")[4]).toContain("JSONesque flow mapping");
    expect(message("a: &x b\n").split("\n")[4]).toBe(
      "Found confusing disallowed anchor token (surround with ' and ' to make text appear literally)",
    );
    expect(message("a: *x\n").split("\n")[0]).toBe("found undefined alias 'x'");
    expect(message("a: !!str b\n").split("\n")[4]).toBe("Found disallowed tag tokens (do not specify types in markup)");
  });

  it("refuses duplicate keys after parsing, naming the key", () => {
    expect(message("name: a\nname: b\n")).toBe(
      [
        "While parsing",
        '  in "<unicode string>", line 2, column 1:',
        "    name: b",
        "    ^ (line: 2)",
        "Duplicate key 'name' found",
        '  in "<unicode string>", line 2, column 5:',
        "    name: b",
        "        ^ (line: 2)",
      ].join("\n"),
    );
  });

  it("refuses sibling mappings indented differently", () => {
    expect(message("a:\n  x: 1\nb:\n    y: 2\n").split("\n")[4]).toBe(
      "Found mapping with indentation inconsistent with previous mapping",
    );
  });

  it("reports scanner errors: tabs, unquoted colons, reserved characters", () => {
    expect(message("a:\n\tb: c\n").split("\n").slice(0, 2)).toEqual([
      "while scanning for the next token",
      "found character '\\t' that cannot start any token",
    ]);
    expect(message("a: b: c\n").split("\n")[0]).toBe("mapping values are not allowed here");
    expect(message("a: `b`\n").split("\n")[1]).toBe("found character '`' that cannot start any token");
    expect(message("a: @b\n").split("\n")[1]).toBe("found character '@' that cannot start any token");
  });

  it("reports parser and constructor errors", () => {
    expect(message("a: b\n- c\n").split("\n")[4]).toBe("expected <block end>, but found '-'");
    expect(message('a: "open\n')).toContain("found unexpected end of stream");
    expect(message('a: "\\q"\n')).toContain("found unknown escape character 'q'");
    expect(message("a: =\n")).toContain("could not determine a constructor for the tag 'tag:yaml.org,2002:value'");
    expect(message("<<: x\n")).toContain("expected a mapping or list of mappings for merging, but found scalar");
    expect(
      message("a: 1\nkey\nb: 2\n")
        .split("\n")
        .filter((line) => !line.startsWith(" ")),
    ).toEqual(["while scanning a simple key", "could not find expected ':'"]);
  });

  it("refuses non-printable characters before parsing", () => {
    expect(message("a: b\u0007\n")).toBe(
      'unacceptable character #x0007: special characters are not allowed\n  in "<unicode string>", position 4',
    );
  });

  it("shortens long snippet lines around the mark", () => {
    const long = `description: ${"x".repeat(60)}: tail ${"y".repeat(60)}\n`;
    const [, , snippet = "", caret = ""] = message(long).split("\n");
    expect(snippet.startsWith("     ... ")).toBe(true);
    expect(snippet.endsWith(" ... ")).toBe(true);
    expect(caret.trimStart()).toBe("^ (line: 1)");
  });

  it("bounds nesting instead of overflowing the stack", () => {
    const deep = Array.from({ length: 400 }, (_, level) => `${" ".repeat(level)}- `).join("\n") + "x\n";
    expect(message(deep)).toContain("nesting deeper than 256 levels");
  });
});
