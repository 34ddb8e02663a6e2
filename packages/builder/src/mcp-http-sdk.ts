// How bin/mcp-http.cjs shares the MCP SDK's internal files with bin/mcp.cjs. The SDK's entry,
// dist/index.mjs, imports from files beside it (./src-<hash>.mjs, ./mcp-<hash>.mjs, …) by short,
// minified names. The chunk bundles the entry; each internal file is a module of the names the
// chunk uses, read from a global that mcp.cjs fills from its own copy.
import { readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import type { Plugin } from "esbuild";

export const sdkKey = 'Symbol.for("skill-kit.mcp-sdk")';
/** The SDK's entry, which the chunk bundles. */
export const sdkEntry = /(?:^|[\\/])node_modules[\\/]@modelcontextprotocol[\\/]server[\\/]dist[\\/]index\.mjs$/;
/** How the entry imports an internal file. */
const internalFile = /^\.\/[\w-]+\.mjs$/;
const anyImport = /\bimport\s*([^;"]*?)\s*from\s*"(\.\/[\w-]+\.mjs)"/g;
const marker = /Symbol\("skill-kit-sdk:([\w-]+\.mjs):([\w$]+)"\)/g;

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
 * The entry's imports of internal files. To learn what the chunk uses (`"used"`), each name is a
 * marker that tree-shaking drops if nothing uses it; in the chunk (the names it uses), mcp.cjs's
 * copies of those names, and `undefined` for the others the entry imports (it only re-exports them).
 */
export function internalFiles(mode: "used" | SdkImports): Plugin {
  const namespace = `skill-kit-http-sdk-${mode === "used" ? "used" : "global"}`;
  return {
    name: namespace,
    setup(b) {
      b.onResolve({ filter: internalFile }, (args) =>
        sdkEntry.test(args.importer) ? { path: basename(args.path), namespace, pluginData: args.importer } : undefined,
      );
      b.onLoad({ filter: /.*/, namespace }, (args) => {
        const names = entryImports(readFileSync(String(args.pluginData), "utf8"))[`./${args.path}`] ?? [];
        if (mode !== "used") {
          const used = mode[join(dirname(String(args.pluginData)), args.path)] ?? [];
          const unused = names.filter((name) => !used.includes(name));
          return {
            loader: "js",
            contents: [
              `const sdk = globalThis[${sdkKey}][${JSON.stringify(args.path)}];`,
              used.length > 0 ? `export const { ${used.join(", ")} } = sdk;` : "",
              unused.length > 0 ? `export let ${unused.join(", ")};` : "",
            ].join("\n"),
          };
        }
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
    const found = (names[join(dirname(entry), file)] ??= []);
    if (!found.includes(name)) found.push(name);
  }
  return Object.fromEntries(Object.entries(names).map(([path, list]) => [path, list.sort()]));
}
