// No two packages export the same name with different meanings. Every public entry point of every
// workspace package and app (each `exports` subpath but `./internal` and `./package.json`) is read
// from its built `.d.ts` with the TypeScript checker. A name exported by two entry points must
// resolve to one declaration (a re-export of one thing, such as core's `export *` of primitives),
// unless `sameMeaning` below says why two declarations mean the same thing.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Names two packages declare separately that mean the same thing, each with the reason. Keep it
 * short: a second declaration of one meaning is better made a re-export.
 */
const sameMeaning: Readonly<Record<string, string>> = {
  skillTools:
    "@skill-kit/agent's adapter subpaths (./ai-sdk, ./openai-agents) each build the same three skill tools, in their own library's tool type",
  subagentRunner:
    "@skill-kit/agent's adapter subpaths each build a runSubagent for context: fork skills on their own library's agent",
  SubagentRunnerOptions: "the options of those two runners, one per library",
  codeModeTools:
    "@skill-kit/agent's adapter subpaths (./ai-sdk, ./openai-agents) each build code mode's search and execute tools, in their own library's tool type",
};

interface EntryPoint {
  /** `@skill-kit/core`, `@skill-kit/core/testing`, … */
  readonly specifier: string;
  /** The built declaration file its `types` condition names. */
  readonly types: string;
}

/** The entry points a manifest's `exports` declares, each with its `types` file (relative to the package). */
function declaredEntries(manifestText: string): { readonly name: string; readonly entries: [string, string][] } {
  const manifest: unknown = JSON.parse(manifestText);
  if (typeof manifest !== "object" || manifest === null || !("name" in manifest) || typeof manifest.name !== "string")
    return { name: "", entries: [] };
  const exports =
    "exports" in manifest && typeof manifest.exports === "object" && manifest.exports !== null ? manifest.exports : {};
  const entries = Object.entries(exports).flatMap(([subpath, target]: [string, unknown]): [string, string][] =>
    typeof target === "object" && target !== null && "types" in target && typeof target.types === "string"
      ? [[subpath, target.types]]
      : [],
  );
  return { name: manifest.name, entries };
}

/** The public entry points of the packages and apps, read from their manifests. */
function publicEntryPoints(): EntryPoint[] {
  return ["packages", "apps"].flatMap((zone) =>
    readdirSync(join(root, zone))
      .map((folder) => join(root, zone, folder))
      .filter((dir) => existsSync(join(dir, "package.json")))
      .flatMap((dir) => {
        const { name, entries } = declaredEntries(readFileSync(join(dir, "package.json"), "utf8"));
        return entries
          .filter(([subpath]) => subpath !== "./internal")
          .map(([subpath, types]) => ({
            specifier: subpath === "." ? name : `${name}/${subpath.slice(2)}`,
            types: join(dir, types),
          }));
      }),
  );
}

/** For each exported name, the entry points that export it, grouped by the declaration it resolves to. */
function declarationsByName(entries: readonly EntryPoint[]): Map<string, Map<ts.Symbol, string[]>> {
  const missing = entries.filter((entry) => !existsSync(entry.types)).map((entry) => entry.types);
  if (missing.length > 0) throw new Error(`build first (pnpm build): missing ${missing.join(", ")}`);
  const program = ts.createProgram(
    entries.map((entry) => entry.types),
    {
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      noEmit: true,
      skipLibCheck: true,
      types: [],
    },
  );
  const checker = program.getTypeChecker();
  const names = new Map<string, Map<ts.Symbol, string[]>>();
  for (const entry of entries) {
    const source = program.getSourceFile(entry.types);
    const module = source === undefined ? undefined : checker.getSymbolAtLocation(source);
    if (module === undefined) throw new Error(`${entry.specifier}: ${entry.types} is not a module`);
    for (const exported of checker.getExportsOfModule(module)) {
      const declaration = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const byDeclaration = names.get(exported.name) ?? new Map<ts.Symbol, string[]>();
      byDeclaration.set(declaration, [...(byDeclaration.get(declaration) ?? []), entry.specifier]);
      names.set(exported.name, byDeclaration);
    }
  }
  return names;
}

/** Names exported with two or more meanings: each meaning as the entry points that export it. */
function clashes(names: ReadonlyMap<string, ReadonlyMap<ts.Symbol, string[]>>): Record<string, string[][]> {
  return Object.fromEntries(
    [...names]
      .filter(([, byDeclaration]) => byDeclaration.size > 1)
      .map(([name, byDeclaration]): [string, string[][]] => [name, [...byDeclaration.values()]])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

describe("clashes", () => {
  it("finds one name declared twice, and takes a re-export for the same thing", () => {
    const dir = mkdtempSync(join(tmpdir(), "public-names-"));
    try {
      const files = {
        "a/index.d.ts": "export interface Diagnostic { readonly path?: string }\nexport declare function only(): void;\n",
        "b/index.d.ts": "export interface Diagnostic { readonly step?: string }\n",
        "c/index.d.ts": 'export type { Diagnostic } from "../a/index.js";\nexport { only as renamed } from "../a/index.js";\n',
      };
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(join(dir, path, ".."), { recursive: true });
        writeFileSync(join(dir, path), text);
      }
      const entries = ["a", "b", "c"].map((name) => ({ specifier: name, types: join(dir, name, "index.d.ts") }));
      expect(clashes(declarationsByName(entries))).toEqual({ Diagnostic: [["a", "c"], ["b"]] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("public names", () => {
  const entries = publicEntryPoints();
  const found = clashes(declarationsByName(entries));

  it("reads every package's entry points", () => {
    expect(entries.map((entry) => entry.specifier)).toEqual(
      expect.arrayContaining(["@skill-kit/core", "@skill-kit/core/testing", "@skill-kit/loader/strict", "@skill-kit/lint"]),
    );
    expect(entries.map((entry) => entry.specifier)).not.toContain("@skill-kit/mcp-transport/internal");
  });

  it("no two entry points export one name with different meanings", () => {
    const unexplained = Object.fromEntries(Object.entries(found).filter(([name]) => !(name in sameMeaning)));
    expect(unexplained).toEqual({});
  });

  it("every name allowed to have two declarations still has them", () => {
    expect(Object.keys(sameMeaning).filter((name) => !(name in found))).toEqual([]);
  });
});
