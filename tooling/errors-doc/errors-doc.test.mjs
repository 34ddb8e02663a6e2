// docs/errors.md is the error table's, and the source throws no code the table does not list.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { errorTable } from "@skill-kit/primitives/error-table";
import { afterAll, describe, expect, it } from "vitest";
import { withGeneratedTables } from "./errors-doc.mjs";
import { codesMissingFrom, thrownCodes } from "./thrown-codes.mjs";

const root = join(import.meta.dirname, "../..");

/** Codes the scan finds that are not skill-kit's to give a caller, each with why. */
const notOurs = {
  BLOCK_AS_IMPLICIT_KEY:
    "the yaml library's code for a nested mapping, which the loader's lenient parser gives its own parse result to match the library's",
};

const planted = mkdtempSync(join(tmpdir(), "errors-doc-"));
afterAll(() => {
  rmSync(planted, { recursive: true, force: true });
});

describe("the codes the source throws", () => {
  const codes = thrownCodes(root);
  const missing = codesMissingFrom(errorTable, codes).filter(({ code }) => !Object.hasOwn(notOurs, code));

  it("are all in the error table (@skill-kit/primitives/error-table)", () => {
    expect(missing.map(({ code, where }) => `${code} (${where})`)).toEqual([]);
  });

  it("include every code of the table: none is listed that nothing gives", () => {
    expect(Object.keys(errorTable).filter((code) => !codes.has(code))).toEqual([]);
  });

  it("leave out only codes that are not skill-kit's, each still in the source", () => {
    for (const code of Object.keys(notOurs)) {
      expect(codes.has(code), code).toBe(true);
      expect(Object.hasOwn(errorTable, code), code).toBe(false);
    }
  });

  it("are found in each way the source writes one, and a planted code is reported with where it is", () => {
    mkdirSync(join(planted, "packages/fake/src"), { recursive: true });
    mkdirSync(join(planted, "apps/tool/src"), { recursive: true });
    writeFileSync(
      join(planted, "packages/fake/src/fake.ts"),
      [
        'import { SessionError, codedFailure } from "x";',
        'export const failure = codedFailure("PLANTED_FAILURE");',
        'export const thrown = () => { throw new SessionError("SESSION_BUSY", { message: "m" }); };',
        'export const vanished = () => new SessionError("SESSION_VANISHED", { message: "m" });',
        "export class FakeError extends Error {",
        '  static isInstance(value: { code: string }) { return value.code === "PLANTED_CHECK"; }',
        '  readonly code = "PLANTED_MEMBER";',
        "}",
        'const fakeCodes = ["PLANTED_LISTED"] as const;',
        'export type FakeCode = "PLANTED_TYPED" | (typeof fakeCodes)[number];',
        'export const system = (error: { code: string }) => error.code === "ENOENT";',
        "",
      ].join("\n"),
    );
    writeFileSync(join(planted, "apps/tool/src/run.ts"), 'throw new InstallError({ code: "PLANTED_OPTION", message: "m" });\n');
    writeFileSync(
      join(planted, "apps/tool/src/run.test.ts"),
      'throw new InstallError({ code: "PLANTED_IN_A_TEST", message: "m" });\n',
    );
    const found = thrownCodes(planted);
    expect(codesMissingFrom(errorTable, found)).toEqual([
      { code: "PLANTED_CHECK", where: "packages/fake/src/fake.ts:6" },
      { code: "PLANTED_FAILURE", where: "packages/fake/src/fake.ts:2" },
      { code: "PLANTED_LISTED", where: "packages/fake/src/fake.ts:9" },
      { code: "PLANTED_MEMBER", where: "packages/fake/src/fake.ts:7" },
      { code: "PLANTED_OPTION", where: "apps/tool/src/run.ts:1" },
      { code: "PLANTED_TYPED", where: "packages/fake/src/fake.ts:10" },
      { code: "SESSION_VANISHED", where: "packages/fake/src/fake.ts:4" },
    ]);
    expect(found.has("SESSION_BUSY")).toBe(true);
    expect(found.has("ENOENT")).toBe(false);
  });
});

describe("docs/errors.md", () => {
  const page = readFileSync(join(root, "docs/errors.md"), "utf8");

  it("is what `node tooling/errors-doc/generate.mjs` makes of the error table", () => {
    expect(withGeneratedTables(page, errorTable) === page, "run `node tooling/errors-doc/generate.mjs`").toBe(true);
  });

  it("lists each code of the table once, in its area's table", () => {
    const blocks = new Map(
      [...page.matchAll(/<!-- error-table:([\w-]+) -->\n([\s\S]*?)<!-- \/error-table -->/g)].map((m) => [m[1], m[2] ?? ""]),
    );
    const areaRows = [...blocks]
      .filter(([name]) => !name.startsWith("retry-"))
      .flatMap(([area, text]) => text.split("\n").map((line) => ({ area, code: /^\| `([A-Z0-9_]+)` \|/.exec(line)?.[1] })))
      .filter((row) => row.code !== undefined);
    expect(areaRows.map((row) => row.code).sort()).toEqual(Object.keys(errorTable).sort());
    for (const { area, code } of areaRows) expect(errorTable[code].area, code).toBe(area);
  });

  it("differs from the table once a row changes, and has a place for every area", () => {
    const changed = { ...errorTable, SESSION_CORRUPT: { ...errorTable.SESSION_CORRUPT, remedy: "try again" } };
    expect(withGeneratedTables(page, changed)).not.toBe(page);
    const added = { ...errorTable, PLANTED_CODE: { area: "somewhere-new", meaning: "m", remedy: "r", surfaces: "s" } };
    expect(() => withGeneratedTables(page, added)).toThrow(/no place for the table\(s\) somewhere-new/);
    expect(() => withGeneratedTables(`${page}\n<!-- error-table:run -->\n<!-- /error-table -->\n`, errorTable)).toThrow(/twice/);
  });
});
