// `bin/run-stores.cjs`: the PostgreSQL and Redis run stores with their drivers, a file of its own
// that only `--store postgres://…|redis://…` loads, built only with `--with stores`. Core and cli-protocol are the step
// program's copies (shared as for bin/mcp.cjs), so the chunk holds no second engine.
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";
import { chunkLoader, useShared } from "./mcp-shared.js";
import { leftOutMessage } from "./server-parts.js";

/** What the chunk must never hold a copy of: the engine's packages. */
const notInChunk =
  /[\\/](?:core|cli-protocol|sessions|primitives)[\\/]dist[\\/]|(?:^|[\\/])node_modules[\\/](?:arktype|@ark)[\\/]/;

export async function buildRunStoresChunk(input: {
  readonly outfile: string;
  readonly minify: boolean;
  readonly common: object;
  readonly imports: Record<string, readonly string[]>;
}): Promise<void> {
  const entry = fileURLToPath(import.meta.resolve("@skill-kit/run-stores"));
  const result = await build({
    ...input.common,
    entryPoints: [entry],
    outfile: input.outfile,
    minify: input.minify,
    metafile: true,
    // pg's optional native binding, loaded only when asked for by name.
    external: ["pg-native"],
    plugins: [useShared(input.imports)],
  });
  const copied = Object.keys(result.metafile.inputs).find((path) => notInChunk.test(path));
  if (copied !== undefined)
    throw new Error(`bin/run-stores.cjs would hold its own copy of ${copied}; it must come from the step program`);
}

/** In mcp.cjs, `loadStores` requires the chunk. */
export const loadStoresFromChunk: Plugin = chunkLoader(
  "load-stores",
  "run-stores.cjs",
  'export const loadStores = () => Promise.resolve(require("./run-stores.cjs"));',
);

/** In mcp.cjs of a build without `--with stores`, `loadStores` rejects with how to rebuild (one `error: …` line). */
export const storesLeftOut: Plugin = chunkLoader(
  "load-stores",
  "run-stores.cjs",
  [
    'import { UsageError } from "@skill-kit/core";',
    `export const loadStores = () => Promise.reject(new UsageError(${JSON.stringify(leftOutMessage("stores"))}));`,
  ].join("\n"),
);
