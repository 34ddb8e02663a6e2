// The docs-check's drift checks: docs/errors.md against the error codes of the source, the bin/
// listings and sizes the docs quote against a build, and table rows against their header.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { binClaims, binProblems, needsParts, parseSize } from "./bin-claims.mjs";
import { documentedErrorCodes, errorCodeProblems, sourceErrorCodes } from "./error-codes.mjs";
import { tableShapeProblems } from "./markdown-tables.mjs";

let root = "";
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A repository in a temp folder: `files` relative to its root. */
function repository(files) {
  root = mkdtempSync(join(tmpdir(), "docs-check-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const sources = {
  "packages/base/src/base-error.ts": [
    'const brand = Symbol.for("skill-kit.error");',
    "export class BaseError extends Error {",
    "  constructor(readonly code: string) { super(code); Object.defineProperty(this, brand, { value: true }); }",
    "}",
    "export class UsageError extends BaseError {",
    '  constructor() { super({ code: "USAGE" }); }',
    "}",
  ].join("\n"),
  "packages/base/src/kinds.ts": [
    'import { BaseError } from "./base-error.js";',
    'export const sessionCodes = ["SESSION_GONE", "SESSION_BUSY"] as const;',
    'export type FileCode = "FILE_MISSING" | "FILE_HUGE";',
    "export class SessionError extends BaseError {}",
    'export class Shaped extends SessionError { static readonly code = "SHAPED"; }',
  ].join("\n"),
  "apps/tool/src/run.ts": 'import { BaseError } from "@x/base";\nthrow new BaseError({ code: "RUN_FAILED", message: "…" });\n',
  "packages/base/src/not-an-error.ts":
    'export const yamlIssue = { code: "BLOCK_AS_IMPLICIT_KEY" };\nclass Plain extends Error { code = "PLAIN_CODE"; }\n',
  "packages/base/src/base-error.test.ts": 'new UsageError({ code: "ONLY_IN_A_TEST" });\n',
};
const codes = ["FILE_HUGE", "FILE_MISSING", "RUN_FAILED", "SESSION_BUSY", "SESSION_GONE", "SHAPED", "USAGE"];
const errorsDoc = (...rows) => ["# Errors", "", "| code | meaning |", "|---|---|", ...rows, ""].join("\n");

describe("sourceErrorCodes", () => {
  it("reads the codes of branded error classes: super({ code }), static code, new …({ code }), …Codes lists and …Code types", () => {
    const found = sourceErrorCodes(repository(sources));
    expect([...found.keys()]).toEqual(codes);
    expect(found.get("SESSION_GONE")).toBe("packages/base/src/kinds.ts:2");
    expect(found.get("RUN_FAILED")).toBe("apps/tool/src/run.ts:2");
  });
});

describe("sourceErrorCodes of classes made from their code", () => {
  it("reads the code a class's base is made from", () => {
    const found = sourceErrorCodes(
      repository({
        "packages/core/src/errors.ts": [
          'import { SkillKitError } from "@skill-kit/primitives";',
          "const codedError = (code: string) => class extends SkillKitError {};",
          'export class ParamsError extends codedError("INVALID_PARAMS") {}',
          'export class HistoryError extends codedError<"HISTORY_INVALID">("HISTORY_INVALID") {}',
          "",
        ].join("\n"),
      }),
    );
    expect([...found.keys()]).toEqual(["HISTORY_INVALID", "INVALID_PARAMS"]);
  });
});

describe("errorCodeProblems", () => {
  const listing = codes.map((code) => `| \`${code}\` | … |`);

  it("passes when the doc lists exactly the source's codes, several to a row allowed", () => {
    const doc = errorsDoc(...listing.slice(2), "| `FILE_HUGE`, `FILE_MISSING` | … |");
    expect(errorCodeProblems(repository({ ...sources, "docs/errors.md": doc }))).toEqual([]);
  });

  it("names a code the doc leaves out, one it lists that no source defines, and one listed twice", () => {
    const doc = errorsDoc(
      ...listing.filter((row) => !row.includes("SESSION_BUSY")),
      "| `SESSION_LOST` | … |",
      "| `USAGE` | again |",
    );
    expect(errorCodeProblems(repository({ ...sources, "docs/errors.md": doc }))).toEqual([
      "docs/errors.md:11: lists `SESSION_LOST`, which no source defines (an error class's code)",
      "docs/errors.md:12: `USAGE` is listed twice (first on line 10)",
      "docs/errors.md does not list the error code `SESSION_BUSY` (defined at packages/base/src/kinds.ts:2)",
    ]);
  });

  it("reads only the first column of tables headed `code`, outside code blocks", () => {
    const doc = [
      "| code | meaning |",
      "|---|---|",
      "| `USAGE` | not `SESSION_GONE` |",
      "",
      "| class | code |",
      "|---|---|",
      "| `FILE_HUGE` | `FILE_MISSING` |",
      "```",
      "| code |",
      "|---|",
      "| `RUN_FAILED` |",
      "```",
    ].join("\n");
    expect(documentedErrorCodes(doc)).toEqual([{ code: "USAGE", line: 3 }]);
  });
});

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
