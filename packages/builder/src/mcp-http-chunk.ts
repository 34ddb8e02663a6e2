// `bin/mcp-http.cjs`: the HTTP server of `scripts/run mcp --http`, a file of its own so the stdio
// server never loads it. The MCP SDK (`@modelcontextprotocol/server`) ships pre-chunked: its entry,
// dist/index.mjs, holds the HTTP handler (createMcpHandler, the web-standard transport) and imports
// the protocol core and McpServer from internal files beside it. The chunk bundles the entry itself,
// so the HTTP handler is not in bin/mcp.cjs, and takes each internal file's names that it uses from
// mcp.cjs's copy (with them zod), handed over on a global just before mcp.cjs requires the chunk.
// A stdio server parses about 22 KB less. Built only with `--with http` (server-parts.ts).
import { basename, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";
import { leaveOutOfMcp } from "./mcp-leave-out.js";
import { internalFiles, type SdkImports, sdkEntry, sdkKey, usedImports } from "./mcp-http-sdk.js";
import { chunkLoader, mcpTransportDir } from "./mcp-shared.js";
import { leftOutMessage } from "./server-parts.js";

/**
 * What the chunk must never hold a copy of: zod, the SDK but its entry, and the engine's packages
 * but two small files of primitives: the error table (the retry wire of its retryable codes: an HTTP
 * status per code) and `UsageError`, which a bad HTTP flag throws (its brand makes it one with the
 * program's copy for `UsageError.isInstance`).
 */
const notInChunk =
  /(?:^|[\\/])node_modules[\\/](?:zod|arktype|@ark|@modelcontextprotocol)[\\/]|[\\/](?:core|cli-protocol|sessions)[\\/]dist[\\/]|[\\/]primitives[\\/]dist[\\/](?!(?:error-table[\\/][a-z-]+|skill-kit-error)\.js$)/;

/** Builds `bin/mcp-http.cjs`; returns the names of the SDK's internal files that mcp.cjs must hand it. */
export async function buildHttpChunk(input: {
  readonly outfile: string;
  readonly minify: boolean;
  readonly common: object;
}): Promise<SdkImports> {
  const entry = fileURLToPath(import.meta.resolve("@skill-kit/mcp-transport/http"));
  const options = {
    ...input.common,
    stdin: {
      contents: `export * from ${JSON.stringify(entry)};`,
      resolveDir: mcpTransportDir,
      sourcefile: "mcp-http.mjs",
      loader: "js",
    },
    outfile: input.outfile,
  } as const;
  // First with a marker for each name of the internal files: those tree-shaking keeps are used.
  const used = await build({
    ...options,
    write: false,
    metafile: true,
    plugins: [leaveOutOfMcp, internalFiles("used")],
  });
  const entryFile = Object.keys(used.metafile.inputs).find((path) => sdkEntry.test(path));
  if (entryFile === undefined) throw new Error("bin/mcp-http.cjs does not bundle the MCP SDK's entry, dist/index.mjs");
  const imports = usedImports(used.outputFiles[0]?.text ?? "", resolve(entryFile));
  const result = await build({
    ...options,
    minify: input.minify,
    metafile: true,
    plugins: [leaveOutOfMcp, internalFiles(imports)],
  });
  const copied = Object.keys(result.metafile.inputs).find((path) => notInChunk.test(path) && !sdkEntry.test(path));
  if (copied !== undefined)
    throw new Error(`bin/mcp-http.cjs would hold its own copy of ${copied}; it must come from bin/mcp.cjs`);
  return imports;
}

/** In mcp.cjs, `loadHttp` hands the chunk the names it uses of the SDK's internal files and requires it. */
export function loadHttpFromChunk(imports: SdkImports): Plugin {
  const files = Object.entries(imports);
  const local = (file: number, name: string): string => `sdk${String(file)}_${name}`;
  return chunkLoader(
    "load-http",
    "mcp-http.cjs",
    [
      ...files.map(
        ([path, names], i) =>
          `import { ${names.map((name) => `${name} as ${local(i, name)}`).join(", ")} } from ${JSON.stringify(path)};`,
      ),
      "export const loadHttp = () => {",
      `  globalThis[${sdkKey}] = { ${files
        .map(
          ([path, names], i) =>
            `${JSON.stringify(basename(path))}: { ${names.map((name) => `${JSON.stringify(name)}: ${local(i, name)}`).join(", ")} }`,
        )
        .join(", ")} };`,
      '  return Promise.resolve(require("./mcp-http.cjs"));',
      "};",
    ].join("\n"),
  );
}

/** In mcp.cjs of a build without `--with http`, `loadHttp` rejects with how to rebuild (one `error: …` line). */
export const httpLeftOut: Plugin = chunkLoader(
  "load-http",
  "mcp-http.cjs",
  [
    'import { UsageError } from "@skill-kit/core";',
    `export const loadHttp = () => Promise.reject(new UsageError(${JSON.stringify(leftOutMessage("http"))}));`,
  ].join("\n"),
);
