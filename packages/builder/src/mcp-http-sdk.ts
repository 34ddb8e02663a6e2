// How bin/mcp-http.cjs shares the MCP SDK's internal files with bin/mcp.cjs. The SDK's entry,
// dist/index.mjs, imports from files beside it (./src-<hash>.mjs, ./mcp-<hash>.mjs, …) by short,
// minified names. The chunk bundles the entry; each internal file is a module of the names the
// chunk uses, read from a global that mcp.cjs fills from its own copy.
import { readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import type { Plugin } from "esbuild";

export const sdkKey = 'Symbol.for("skill-kit.mcp-sdk")';
/** The SDK's entry, which the chunk bundles. */
export const sdkEntry = /[\\/]node_modules[\\/]@modelcontextprotocol[\\/]server[\\/]dist[\\/]index\.mjs$/;
/** How the entry imports an internal file. */
const internalFile = /^\.\/[\w-]+\.mjs$/;
const anyImport = /\bimport\s*([^;"]*?)\s*from\s*"(\.\/[\w-]+\.mjs)"/g;
const marker = /Symbol\("skill-kit-sdk:([\w-]+):([\w$]+)"\)/g;

/** The names the chunk uses of each internal file, by the file's path. */
export type SdkImports = Readonly<Record<string, readonly string[]>>;

/** The names `code` (an ES module, the SDK's entry) imports from each internal file, by file name. */
export function entryImports(code: string): Record<string, readonly string[]> {
  const names: Record<string, string[]> = {};
  for (const [, clause = "", file = ""] of code.matchAll(anyImport)) {
    const list = /^\{([^}]*)\}$/.exec(clause)?.[1];
    if (list === undefined)
      throw new Error(`the MCP SDK's entry imports ${clause} from ${file}; bin/mcp-http.cjs can share only named imports`);
    const found = (names[file] ??= []);
    for (const specifier of list.split(",")) {
      const name = specifier.trim().split(/\s+as\s+/)[0];
      if (name !== undefined && name !== "" && !found.includes(name)) found.push(name);
    }
  }
  return names;
}

/**
 * The entry's imports of internal files. To learn what the chunk uses (`used`), each name is a
 * marker that tree-shaking drops if nothing uses it; in the chunk (`global`), mcp.cjs's copy.
 */
export function internalFiles(mode: "used" | "global"): Plugin {
  const namespace = `skill-kit-http-sdk-${mode}`;
  return {
    name: namespace,
    setup(b) {
      b.onResolve({ filter: internalFile }, (args) =>
        // Named without .mjs: esbuild takes a .mjs file for an ES module, and the global's is CommonJS.
        sdkEntry.test(args.importer) ? { path: basename(args.path, ".mjs"), namespace, pluginData: args.importer } : undefined,
      );
      b.onLoad({ filter: /.*/, namespace }, (args) => {
        if (mode === "global")
          return { loader: "js", contents: `module.exports = globalThis[${sdkKey}][${JSON.stringify(args.path)}];` };
        const names = entryImports(readFileSync(String(args.pluginData), "utf8"))[`./${args.path}.mjs`] ?? [];
        return {
          loader: "js",
          contents: names
            .map((name) => `export const ${name} = /* @__PURE__ */ Symbol("skill-kit-sdk:${args.path}:${name}");`)
            .join("\n"),
        };
      });
    },
  };
}

/** The names of each internal file that survive in `code`, the chunk built with `internalFiles("used")`. */
export function usedImports(code: string, entry: string): SdkImports {
  const names: Record<string, string[]> = {};
  for (const [, file = "", name = ""] of code.matchAll(marker)) {
    const found = (names[join(dirname(entry), `${file}.mjs`)] ??= []);
    if (!found.includes(name)) found.push(name);
  }
  return Object.fromEntries(Object.entries(names).map(([path, list]) => [path, list.sort()]));
}
