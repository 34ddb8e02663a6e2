// The docs-check's drift checks: the bin/ listings and sizes the docs quote against a build, and
// table rows against their header.
import { describe, expect, it } from "vitest";
import { binClaims, binProblems, needsParts, parseSize } from "./bin-claims.mjs";
import { tableShapeProblems } from "./markdown-tables.mjs";

describe("tableShapeProblems", () => {
  it("names a row split by a stray `|` and a row with cells missing; an escaped `\\|` is fine", () => {
    const doc = ["| code | meaning |", "|---|---|", "| `A` | a \\| b |", "| `B` | `x|y` |", "| `C` |", ""].join("\n");
    expect(tableShapeProblems("docs/x.md", doc)).toEqual([
      "docs/x.md:4: this table row has 3 cells, its header (line 1) 2: a stray or unescaped `|` (write `\\|`), or rows run together",
      "docs/x.md:5: this table row has 1 cells, its header (line 1) 2: a stray or unescaped `|` (write `\\|`), or rows run together",
    ]);
  });
});

describe("bin/ claims", () => {
  const build = {
    name: "notes",
    files: new Map([
      ["notes.cjs", 800],
      ["notes.main.cjs", 92_000],
      ["mcp.cjs", 190_416],
    ]),
  };
  const doc = (listing, prose = "") => ["# Building", "", "```text check=bin-files", ...listing, "```", "", prose, ""].join("\n");
  const listing = [
    "out/",
    "  SKILL.md",
    "  bin/<name>.cjs      the gate",
    "  bin/notes.main.cjs  the program",
    "  bin/mcp.cjs         MCP (about 190 KB)",
  ];

  it("reads sizes in KB (1,000 bytes), MB and bytes, and ranges", () => {
    expect(parseSize("about 190 KB, then 5 MB")).toEqual({ low: 190_000, high: 190_000, text: "190 KB" });
    expect(parseSize("940–1,000 KB")).toEqual({ low: 940_000, high: 1_000_000, text: "940–1,000 KB" });
    expect(parseSize("290,233 bytes")).toMatchObject({ low: 290_233 });
    expect(parseSize("Node ≥ 20")).toBeUndefined();
  });

  it("passes a listing of exactly the built files, with sizes within 5 %", () => {
    const markdown = doc(
      listing,
      "In all <!-- check=bin-size bin/ -->270–290 KB, MCP <!-- check=bin-size bin/mcp.cjs -->about 200 KB.",
    );
    expect(binClaims(markdown).sizes.map((size) => size.target)).toEqual(["bin/mcp.cjs", "bin/", "bin/mcp.cjs"]);
    expect(binProblems({ doc: "docs/b.md", markdown, build })).toEqual([]);
  });

  it("names a listed file the build does not write, and a built file the listing leaves out", () => {
    const markdown = doc([...listing.slice(0, 4), "  bin/arktype.cjs    ArkType"]);
    expect(binProblems({ doc: "docs/b.md", markdown, build })).toEqual([
      "docs/b.md:8: lists bin/arktype.cjs, which a build does not write (bin/ has bin/mcp.cjs, bin/notes.cjs, bin/notes.main.cjs)",
      "docs/b.md:4: this bin/ listing leaves out bin/mcp.cjs, which a build writes",
    ]);
  });

  it("names a size more than 5 % off, in a listing or after a marker, and a marker with no figure", () => {
    const markdown = doc(
      [...listing.slice(0, 4), "  bin/mcp.cjs         MCP (about 180 KB)"],
      "In all <!-- check=bin-size bin/ -->610–650 KB. <!-- check=bin-size bin/notes.cjs --> small.",
    );
    expect(binProblems({ doc: "docs/b.md", markdown, build })).toEqual([
      "docs/b.md:11: <!-- check=bin-size bin/notes.cjs --> is not followed by a size on its line",
      'docs/b.md:8: "180 KB" for bin/mcp.cjs is off: a build of notes has 190,416 bytes (190 KB; ±5 % allowed)',
      'docs/b.md:11: "610–650 KB" for bin/ is off: a build of notes has 283,216 bytes (283 KB; ±5 % allowed)',
    ]);
  });

  it("holds a listing marked with= to what --with http,stores adds, and sizes of those files to that build", () => {
    const parts = new Map([
      ["mcp-http.cjs", 55_961],
      ["run-stores.cjs", 302_746],
    ]);
    const added = [
      "```text check=bin-files with=http,stores",
      "  bin/mcp-http.cjs    HTTP (about 56 KB)",
      "  bin/run-stores.cjs  stores (about 250 KB)",
      "```",
    ];
    const markdown = doc(listing, ["HTTP: <!-- check=bin-size bin/mcp-http.cjs -->about 48 KB.", "", ...added].join("\n"));
    expect(needsParts(markdown, build.files)).toBe(true);
    expect(needsParts(doc(listing), build.files)).toBe(false);
    expect(binProblems({ doc: "docs/b.md", markdown, build: { ...build, parts } })).toEqual([
      'docs/b.md:15: "250 KB" for bin/run-stores.cjs is off: a build of notes has 302,746 bytes (303 KB; ±5 % allowed)',
      'docs/b.md:11: "48 KB" for bin/mcp-http.cjs is off: a build of notes has 55,961 bytes (56 KB; ±5 % allowed)',
    ]);
    const missing = doc(listing, ["```text check=bin-files with=http", "  bin/mcp-http.cjs    HTTP", "```"].join("\n"));
    expect(binProblems({ doc: "docs/b.md", markdown: missing, build: { ...build, parts } })).toEqual([
      "docs/b.md:12: this bin/ listing leaves out bin/run-stores.cjs, which a build --with http,stores adds",
    ]);
  });
});
