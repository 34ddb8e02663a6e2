// Type-checks a skill source before it is checked or built, with the project's own tsconfig, so a
// type error stops at the author instead of reaching the agent at the skill's first step.
// TypeScript is loaded only here (and only when asked): the project's own copy if it has one, else ours.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";

interface TypecheckResult {
  /** TypeScript's diagnostics, formatted as `tsc` prints them; empty when the entry type-checks. */
  readonly errors: readonly string[];
  /** The tsconfig used, or undefined when none was found (strict defaults then). */
  readonly tsconfig: string | undefined;
  /** The TypeScript version that checked it. */
  readonly version: string;
}

type TypeScript = typeof import("typescript");

function loadTypeScript(entryDir: string): TypeScript {
  try {
    return createRequire(resolve(entryDir, "package.json"))("typescript") as TypeScript;
  } catch {
    return createRequire(import.meta.url)("typescript") as TypeScript;
  }
}

/** Checks `entry` and what it imports (not the whole project), with the nearest tsconfig.json above it. */
function typecheckEntry(entry: string, options: { readonly color?: boolean } = {}): TypecheckResult {
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
  const format = options.color === true ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics;
  return { errors: diagnostics.map((diagnostic) => format([diagnostic], host).trimEnd()), tsconfig, version: ts.version };
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
  let nodeTypes: string[] = [];
  try {
    createRequire(resolve(entryDir, "package.json")).resolve("@types/node/package.json");
    nodeTypes = ["node"];
  } catch {
    // no @types/node: `node:` imports will be reported, as tsc would
  }
  return {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    skipLibCheck: true,
    types: nodeTypes,
  };
}

/**
 * What `check` and `build` run first: true when the entry type-checks (or does not exist: loading
 * it reports that); otherwise TypeScript's errors and a closing `error:` line go to `write`.
 */
export function entryTypechecks(
  entry: string,
  options: { readonly color?: boolean; readonly write: (text: string) => void },
): boolean {
  if (!existsSync(entry)) return true;
  const result = typecheckEntry(entry, options.color === undefined ? {} : { color: options.color });
  if (result.errors.length === 0) return true;
  const count = `${String(result.errors.length)} error${result.errors.length === 1 ? "" : "s"}`;
  const where = result.tsconfig === undefined ? "strict defaults, no tsconfig.json found" : result.tsconfig;
  options.write(`${result.errors.join("\n")}\n`);
  options.write(
    `error: ${entry} does not type-check (${count}; TypeScript ${result.version}, ${where}); fix them, or pass --no-typecheck\n`,
  );
  return false;
}
