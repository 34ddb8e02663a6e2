// `bin/mcp-http.cjs`: the HTTP server of `scripts/run mcp --http`, a file of its own so the stdio
// server never loads it. It shares the MCP SDK (`@modelcontextprotocol/server`, and with it zod) with
// `bin/mcp.cjs`: mcp.cjs puts the names the chunk imports on a global just before requiring it.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Metafile, type Plugin } from "esbuild";
import { chunkLoader, mcpTransportDir } from "./mcp-shared.js";

const typesKey = 'Symbol.for("skill-kit.mcp-types")';
/** The SDK, as our code imports it. */
const typesSpecifier = /^@modelcontextprotocol\/server$/;
/** What the chunk must never hold a copy of: zod, the SDK, and the engine's packages. */
const notInChunk =
  /[\\/]node_modules[\\/](?:zod|arktype|@ark|@modelcontextprotocol)[\\/]|[\\/](?:core|cli-protocol|sessions|primitives)[\\/]dist[\\/]/;
const namedTypesImport = /\bimport\s*\{([^}]*)\}\s*from\s*['"]@modelcontextprotocol\/server['"]/g;

/** In the chunk, the SDK is mcp.cjs's copy, read from the global it sets. */
const typesFromGlobal: Plugin = {
  name: "skill-kit-http-types",
  setup(b) {
    b.onResolve({ filter: typesSpecifier }, () => ({ path: "types", namespace: "skill-kit-http-types" }));
    b.onLoad({ filter: /.*/, namespace: "skill-kit-http-types" }, () => ({
      loader: "js",
      contents: `module.exports = globalThis[${typesKey}];`,
    }));
  },
};

/** The names the chunk's modules import from the SDK, sorted. */
function typesImports(metafile: Metafile): string[] {
  const names = new Set<string>();
  for (const input of Object.keys(metafile.inputs)) {
    // The stdin entry and the stub have no file.
    if (input.includes(":") || !existsSync(resolve(input))) continue;
    const text = readFileSync(resolve(input), "utf8");
    for (const match of text.matchAll(namedTypesImport))
      for (const specifier of (match[1] ?? "").split(",")) {
        const name = specifier
          .trim()
          .split(/\s+as\s+/)[0]
          ?.replace(/^type\s+/, "");
        if (name !== undefined && name !== "" && !specifier.trim().startsWith("type ")) names.add(name);
      }
  }
  return [...names].sort();
}

/** Builds `bin/mcp-http.cjs`; returns the names of the SDK that mcp.cjs must hand it. */
export async function buildHttpChunk(input: {
  readonly outfile: string;
  readonly minify: boolean;
  readonly common: object;
}): Promise<readonly string[]> {
  const entry = fileURLToPath(import.meta.resolve("@skill-kit/mcp-transport/http"));
  const result = await build({
    ...input.common,
    stdin: {
      contents: `export * from ${JSON.stringify(entry)};`,
      resolveDir: mcpTransportDir,
      sourcefile: "mcp-http.mjs",
      loader: "js",
    },
    outfile: input.outfile,
    minify: input.minify,
    metafile: true,
    plugins: [typesFromGlobal],
  });
  const copied = Object.keys(result.metafile.inputs).find((path) => notInChunk.test(path));
  if (copied !== undefined)
    throw new Error(`bin/mcp-http.cjs would hold its own copy of ${copied}; it must come from bin/mcp.cjs`);
  return typesImports(result.metafile);
}

/** In mcp.cjs, `loadHttp` hands the chunk its SDK names and requires it. */
export function loadHttpFromChunk(names: readonly string[]): Plugin {
  return chunkLoader(
    "load-http",
    "mcp-http.cjs",
    [
      `import { ${names.join(", ")} } from "@modelcontextprotocol/server";`,
      "export const loadHttp = () => {",
      `  globalThis[${typesKey}] = { ${names.join(", ")} };`,
      '  return Promise.resolve(require("./mcp-http.cjs"));',
      "};",
    ].join("\n"),
  );
}
