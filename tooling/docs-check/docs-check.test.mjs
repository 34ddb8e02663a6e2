// The Markdown and export readers the docs-check relies on, and the API-list check both ways.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { codeBlocks, flagValue } from "./markdown.mjs";
import { apiList, apiListProblems, exportedNames } from "./public-api.mjs";

describe("codeBlocks", () => {
  it("reads the language, the flags, the first content line and the code", () => {
    const text = ["# Title", "", "```ts file=a/b.ts", "const a = 1;", "```", "", "~~~json no-check", "{", "~~~"].join("\n");
    const [ts, json] = codeBlocks(text);
    expect(ts).toEqual({ lang: "ts", flags: ["file=a/b.ts"], line: 4, code: "const a = 1;\n" });
    expect(flagValue(ts, "file")).toBe("a/b.ts");
    expect(json).toMatchObject({ lang: "json", flags: ["no-check"], line: 8, code: "{\n" });
  });

  it("keeps a shorter or different fence inside a longer one as code", () => {
    const [outer] = codeBlocks(["````md", "```ts", "x", "```", "````"].join("\n"));
    expect(outer).toMatchObject({ lang: "md", code: "```ts\nx\n```\n" });
  });
});

describe("exportedNames", () => {
  it("collects named, renamed, type and declared exports, and star re-exports", () => {
    const source = [
      "// The public API.",
      'export { a, b as c } from "./a.js";',
      'export type { D, E } from "./d.js";',
      'export { type F } from "./f.js";',
      "export async function g() {}",
      "export const h = 1;",
      'export * from "@scope/pkg";',
    ].join("\n");
    expect(exportedNames(source)).toEqual({ names: ["a", "c", "D", "E", "F", "g", "h"], stars: ["@scope/pkg"] });
  });
});

describe("apiList", () => {
  it("reads the first column of the export and type tables of the API section, up to the next section", () => {
    const readme = [
      "# @skill-kit/x",
      "| export | before the API section |",
      "|---|---|",
      "| `early` | not read |",
      "## API",
      "```ts",
      "| export | in a code block |",
      "```",
      "| export | what it is |",
      "|---|---|",
      "| `run(input)` → `Result`, `Options` | `notListed` in the second column |",
      "| `new Pool(limit)`, `type Shape`, everything of `@skill-kit/y` | `a \\| b` |",
      "",
      "| rule | severity |",
      "|---|---|",
      "| `some-rule` | error |",
      "### Types",
      "| type | what it describes |",
      "|---|---|",
      "| `Tagged<T>` | … |",
      "## Decisions",
      "| export | after the API section |",
      "|---|---|",
      "| `late` | not read |",
    ].join("\n");
    expect(apiList(readme)).toEqual([
      { line: 11, names: ["run"], mentioned: ["run", "Result", "Options"], specifiers: [] },
      { line: 12, names: ["Pool", "Shape"], mentioned: ["Pool", "Shape"], specifiers: ["@skill-kit/y"] },
      { line: 20, names: ["Tagged"], mentioned: ["Tagged"], specifiers: [] },
    ]);
  });

  it("is undefined without an API section", () => {
    expect(apiList("# x\n\n## Usage\n")).toBeUndefined();
  });
});

describe("apiListProblems", () => {
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

  const manifest = JSON.stringify({
    name: "@skill-kit/x",
    exports: { ".": "./dist/index.js", "./testing": "./dist/testing/index.js", "./internal": "./dist/internal/index.js" },
  });
  const sources = {
    "packages/x/package.json": manifest,
    "packages/x/src/index.ts":
      'export { run } from "./run.js";\nexport type { Options } from "./run.js";\nexport * from "@skill-kit/y";\n',
    "packages/x/src/testing/index.ts": 'export { fake } from "../fake.js";\n',
    "packages/x/src/internal/index.ts": 'export { shared } from "../shared.js";\n',
    "packages/y/src/index.ts": 'export { fromY } from "./from-y.js";\n',
  };
  const table = (...rows) => ["# @skill-kit/x", "", "## API", "", "| export | what it is |", "|---|---|", ...rows, ""].join("\n");

  it("passes when the list names exactly the public exports (a re-exported package by name, ./internal left out)", () => {
    const readme = table(
      "| `run(input)` → `Options` | … |",
      "| `fake()` | … |",
      "| everything of `@skill-kit/y`, such as `fromY` | … |",
    );
    expect(apiListProblems(repository({ ...sources, "packages/x/README.md": readme }), "packages/x")).toEqual([]);
  });

  it("fails on an export the list does not name, and on a re-exported package it does not name", () => {
    const readme = table("| `run(input)` | … |");
    expect(apiListProblems(repository({ ...sources, "packages/x/README.md": readme }), "packages/x")).toEqual([
      "packages/x/README.md: the API list does not name `Options`, exported by @skill-kit/x",
      "packages/x/README.md: the API list does not name `fake`, exported by @skill-kit/x/testing",
      "packages/x/README.md: the API list does not name @skill-kit/y, re-exported whole by @skill-kit/x",
    ]);
  });

  it("fails on a listed name that no public entry point exports, ./internal's included", () => {
    const readme = table("| `run(input)` → `Options`, `fake()`, `@skill-kit/y` | … |", "| `MainOptions`, `shared()` | … |");
    expect(apiListProblems(repository({ ...sources, "packages/x/README.md": readme }), "packages/x")).toEqual([
      "packages/x/README.md:8: the API list names `MainOptions`, which no public entry point exports",
      "packages/x/README.md:8: the API list names `shared`, which no public entry point exports",
    ]);
  });

  it("fails when the README has no API list", () => {
    const readme = "# @skill-kit/x\n\nUse `run`, `Options`, `fake` and `@skill-kit/y`.\n";
    expect(apiListProblems(repository({ ...sources, "packages/x/README.md": readme }), "packages/x")).toEqual([
      "packages/x/README.md has no API list (a table headed `export` under `## API`)",
    ]);
  });
});
