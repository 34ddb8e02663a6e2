// The type check through TypeScript's JavaScript API, in this process: what runs when no native
// TypeScript 7 binary is installed, or when TypeScript 7 rejects the project's tsconfig. The
// project's own `typescript` when it resolves from the entry's folder and has the API, else ours.
import { createRequire } from "node:module";
import { existsSync } from "node:fs";
import { dirname, join, parse, resolve } from "node:path";
import type { Checked } from "./checked.js";

type TypeScript = typeof import("typescript");

function loadTypeScript(entryDir: string): TypeScript {
  const own = (from: string): TypeScript | undefined => {
    try {
      const ts = createRequire(from)("typescript") as Partial<TypeScript>;
      // TypeScript 7's package has no compiler API (its main export is only the version).
      return typeof ts.createProgram === "function" ? ts : undefined;
    } catch {
      return undefined;
    }
  };
  const found = own(resolve(entryDir, "package.json")) ?? own(import.meta.url);
  if (found === undefined) throw new Error("no TypeScript with a compiler API could be loaded");
  return found;
}

/** Checks `entry` and what it imports (not the whole project), with the nearest tsconfig.json above it. */
export function checkWithApi(entry: string, options: { readonly color: boolean }): Checked {
  const entryPath = resolve(entry);
  const ts = loadTypeScript(dirname(entryPath));
  const tsconfig = ts.findConfigFile(dirname(entryPath), (path) => ts.sys.fileExists(path));
  const compilerOptions =
    tsconfig === undefined ? defaults(ts, dirname(entryPath)) : projectOptions(ts, tsconfig, dirname(entryPath));
  const program = ts.createProgram({ rootNames: [entryPath], options: { ...compilerOptions, noEmit: true } });
  const diagnostics = ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);
  const host: import("typescript").FormatDiagnosticsHost = {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => process.cwd(),
    getNewLine: () => "\n",
  };
  const format = options.color ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics;
  return {
    text: diagnostics.map((diagnostic) => format([diagnostic], host).trimEnd()).join("\n"),
    errors: diagnostics.length,
    tsconfig,
    version: ts.version,
  };
}

function projectOptions(ts: TypeScript, tsconfig: string, entryDir: string): import("typescript").CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    tsconfig,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  return parsed?.options ?? defaults(ts, entryDir);
}

/** Without a tsconfig: strict, Node's module rules, and Node's types when the project has them. */
function defaults(ts: TypeScript, entryDir: string): import("typescript").CompilerOptions {
  return {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    skipLibCheck: true,
    types: hasNodeTypes(entryDir) ? ["node"] : [],
  };
}

/**
 * Whether `@types/node` is in a node_modules/@types at or above the entry's folder, where TypeScript
 * looks for it (not NODE_PATH, which package managers' shims set); else `node:` imports are reported, as tsc would.
 */
export function hasNodeTypes(entryDir: string): boolean {
  for (let at = entryDir; ; at = dirname(at)) {
    if (existsSync(join(at, "node_modules", "@types", "node", "package.json"))) return true;
    if (at === parse(at).root) return false;
  }
}
