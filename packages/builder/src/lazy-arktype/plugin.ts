// The esbuild side of lazy ArkType: `arktype` resolves to the deferred stand-in (deferred.ts),
// which loads the real module only when a step needs it, and reads what the build precompiled.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";
import type { PrecompiledSource } from "./precompile.js";
import { loadUsesKey, recordsKey } from "./precompiled.js";
import type { SkillTypes } from "./skill-types.js";

const here = dirname(fileURLToPath(import.meta.url));
const deferredModule = JSON.stringify(join(here, "deferred.js"));
const checksModule = JSON.stringify(join(here, "checks.js"));
const skillTypesModule = JSON.stringify(join(here, "skill-types.js"));

export interface ArkTypeRuntime {
  /** The real module's file, as esbuild resolves `arktype` from the skill's entry. */
  readonly path: string;
  /** `typeof` of each of its exports. */
  readonly exports: Readonly<Record<string, string>>;
}

/** Finds the `arktype` the skill imports (or else the one @skill-kit/core imports) and lists its exports. */
export async function findArkType(entry: string): Promise<ArkTypeRuntime> {
  const core = dirname(fileURLToPath(import.meta.resolve("@skill-kit/core")));
  const path = (await resolveArkType(dirname(entry))) ?? (await resolveArkType(core));
  if (path === undefined) throw new Error("could not resolve arktype from the skill's entry or from @skill-kit/core");
  const real = (await import(path)) as Record<string, unknown>;
  return { path, exports: Object.fromEntries(Object.entries(real).map(([name, value]) => [name, typeof value])) };
}

async function resolveArkType(resolveDir: string): Promise<string | undefined> {
  let path: string | undefined;
  await build({
    stdin: { contents: 'import "arktype";', resolveDir },
    bundle: true,
    write: false,
    logLevel: "silent",
    platform: "node",
    plugins: [
      {
        name: "find-arktype",
        setup: (b) => {
          b.onResolve({ filter: /^arktype$/ }, async (args) => {
            if (args.pluginData === "inner") return undefined;
            const found = await b.resolve("arktype", { resolveDir: args.resolveDir, kind: args.kind, pluginData: "inner" });
            if (found.errors.length === 0) path = found.path;
            return { path: "arktype", external: true };
          });
        },
      },
    ],
  }).catch(() => undefined);
  return path;
}

/** Resolves `arktype` to the deferred stand-in; eager mode makes and records every value (the build's own pass). */
export function lazyArkTypePlugin(
  runtime: ArkTypeRuntime,
  mode: { readonly eager: true } | { readonly eager: false; readonly table: SkillTypes["table"] },
): Plugin {
  return {
    name: "skill-kit-lazy-arktype",
    setup(b) {
      b.onResolve({ filter: /^arktype$/ }, () => ({ path: "arktype", namespace: "skill-kit-arktype" }));
      b.onLoad({ filter: /.*/, namespace: "skill-kit-arktype" }, () => ({
        resolveDir: here,
        loader: "js",
        contents: [
          `import { lazyArkType } from ${deferredModule};`,
          ...(mode.eager ? [] : [`import { precompiled } from ${checksModule};`]),
          `const table = ${mode.eager ? "[]" : tableSource(mode.table)};`,
          // The build's pass bundles ArkType; a built skill requires its own `bin/arktype.cjs`.
          `const m = lazyArkType({ load: () => require(${JSON.stringify(mode.eager ? runtime.path : "./arktype.cjs")}), exports: ${JSON.stringify(runtime.exports)}, table, eager: ${String(mode.eager)} });`,
          ...Object.keys(runtime.exports).map((name) => `export const ${name} = m[${JSON.stringify(name)}];`),
        ].join("\n"),
      }));
    },
  };
}

export function tableSource(table: readonly (PrecompiledSource | null)[]): string {
  return `[\n${table.map((entry) => (entry === null ? "undefined" : entrySource(entry, true))).join(",\n")}\n]`;
}

/** `precompiled({...})`: the check's source inline, the rest as JSON; JSON Schemas only for the skill's own types. */
function entrySource(entry: PrecompiledSource, withSchema: boolean): string {
  const fields = [`sig: ${JSON.stringify(entry.sig)}`, `allows: ${entry.allows ?? "null"}`];
  if (entry.defaults !== null) fields.push(`defaults: ${JSON.stringify(entry.defaults)}`);
  if (withSchema) fields.push(`jsonSchema: ${JSON.stringify(entry.jsonSchema)}`);
  const derived = Object.entries(entry.derived ?? {}).map(
    ([key, inner]) => `${JSON.stringify(key)}: ${entrySource(inner, false)}`,
  );
  if (derived.length > 0) fields.push(`derived: { ${derived.join(", ")} }`);
  if (entry.throws !== undefined) fields.push(`throws: ${JSON.stringify(entry.throws)}`);
  return `precompiled({ ${fields.join(", ")} })`;
}

/**
 * Loads the skill once more, in eager mode, in this process (its own bundled copy of the skill and
 * core, with the ArkType this process already loaded) and returns what it precompiled, by position,
 * and what it could not.
 */
export async function precompileTable(entry: string, runtime: ArkTypeRuntime): Promise<SkillTypes> {
  const work = mkdtempSync(join(tmpdir(), "skill-kit-precompile-"));
  try {
    const script = join(work, "precompile.mjs");
    await build({
      stdin: {
        contents: [
          `import definition from ${JSON.stringify(entry)};`,
          `import { describeSkill } from ${skillTypesModule};`,
          // Used, so that a package marked `sideEffects: false` cannot drop the skill's module.
          'const records = definition === undefined ? [] : globalThis[Symbol.for("skill-kit.arktype-records")] ?? [];',
          "export const described = JSON.stringify(definition === undefined ? { table: [], notPrecompiled: [] } : describeSkill(definition, records));",
        ].join("\n"),
        resolveDir: dirname(entry),
        sourcefile: "precompile.ts",
        loader: "ts",
      },
      bundle: true,
      format: "esm",
      platform: "node",
      target: "node20",
      outfile: script,
      logLevel: "silent",
      banner: {
        js: 'import { createRequire as __skillKitRequire } from "node:module"; const require = __skillKitRequire(import.meta.url);',
      },
      // `require` of the real ArkType stays a require: this process loaded it already.
      external: [runtime.path],
      plugins: [lazyArkTypePlugin(runtime, { eager: true })],
    });
    let described: unknown;
    try {
      ({ described } = (await import(pathToFileURL(script).href)) as { described: unknown });
    } catch (error) {
      throw new Error(`precompiling the skill's types failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    } finally {
      // What eager mode left on the global object for describeSkill: a later build in this process makes its own.
      for (const key of [recordsKey, loadUsesKey]) Reflect.deleteProperty(globalThis, key);
    }
    return JSON.parse(String(described)) as SkillTypes;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
