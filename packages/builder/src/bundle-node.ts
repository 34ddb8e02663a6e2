// Node mode: a CommonJS step program holding the skill and the protocol, and nothing a step may
// not need. ArkType (`bin/arktype.cjs`) and MCP (`bin/mcp.cjs`) are separate files, required the
// first time a call needs them; so are the server-only parts a build opts into (server-parts.ts):
// MCP over HTTP (`bin/mcp-http.cjs`) and the database run stores (`bin/run-stores.cjs`). CommonJS
// because Node's ES module loader costs more than the step.
import { statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { build, type Plugin } from "esbuild";
import type { ArkTypeRuntime } from "./lazy-arktype/plugin.js";
import { buildCodeCache, canCache, programId, versionGate } from "./code-cache.js";
import { buildHttpChunk, httpLeftOut, loadHttpFromChunk } from "./mcp-http-chunk.js";
import { leaveOutOfMcp } from "./mcp-leave-out.js";
import { buildRunStoresChunk, loadStoresFromChunk, storesLeftOut } from "./run-stores-chunk.js";
import { isMcpOnly, mcpImports, mcpTransportDir, sharedModule, useShared } from "./mcp-shared.js";
import type { ServerPart } from "./server-parts.js";
import { resolved, stepProgramSource } from "./step-program.js";

/** The program Bun compiles: the protocol, with MCP behind a dynamic import, and the schemas computed at build time. */
export function wrapperSource(entry: string, schemas: Readonly<Record<string, unknown>> = {}): string {
  return [
    `import definition from ${JSON.stringify(entry)};`,
    `import { main } from ${resolved("@skill-kit/cli-protocol")};`,
    "await main(definition, {",
    `  schemas: ${JSON.stringify(schemas)},`,
    `  startMcp: (skill, argv) => import(${resolved("@skill-kit/mcp-transport")}).then((mcp) => mcp.serveMcp(skill, argv, { skillDir: process.env.SKILL_DIR })),`,
    `  openStore: (spec, settings) => import(${resolved("@skill-kit/run-stores")}).then((stores) => stores.openRunStore(spec, settings)),`,
    "});",
    "",
  ].join("\n");
}

/**
 * What `bin/mcp.cjs` must never hold a copy of: the engine's packages and ArkType come from the program.
 * Exceptions, which only MCP uses, so the step program never carries them: primitives' `./questions`
 * (reading a prompt's question back for elicitation) and sessions' `./kept-lock` (`isMcpOnly`).
 */
// Primitives' `./error-table` too: MCP reads the retry wire of its retryable codes (the rest tree-shaken).
const notInMcp =
  /(?<!@modelcontextprotocol)[\\/](?:core|cli-protocol|sessions)[\\/]dist[\\/]|[\\/]primitives[\\/]dist[\\/](?!(?:prompt-question\.js|error-table[\\/][a-z-]+\.js)$)|(?:^|[\\/])node_modules[\\/](?:arktype|@ark)[\\/]/;

/** Files next to the program that it requires at run time. */
const siblings: Plugin = {
  name: "skill-kit-siblings",
  setup(b) {
    b.onResolve({ filter: /^\.\/(?:mcp|arktype|run-stores)\.cjs$/ }, (args) => ({ path: args.path, external: true }));
  },
};

export interface NodeBundle {
  /** Bytes a `start`/`advance` call loads: the version gate and the step program. */
  readonly stepBytes: number;
  /** Why the step program has no code cache, when it has none. */
  readonly noCodeCache?: string;
  /** Every output file, relative to the skill folder. */
  readonly files: readonly string[];
}

const common = {
  bundle: true,
  platform: "node",
  target: "node20",
  format: "cjs",
  treeShaking: true,
  logLevel: "silent",
} as const;

export async function bundleNode(input: {
  entry: string;
  outDir: string;
  name: string;
  minify: boolean;
  schemas: Readonly<Record<string, unknown>>;
  arktype: ArkTypeRuntime;
  /** The server-only parts to build; the others are left out, and asking for them says how to rebuild. */
  serverParts: readonly ServerPart[];
  /** The step program's own plugins (the lazy-ArkType table): the other files are bundled while they are made. */
  plugins?: Promise<readonly Plugin[]>;
}): Promise<NodeBundle> {
  const binDir = join(input.outDir, "bin");
  const program = join(binDir, `${input.name}.main.cjs`);
  const imports = mcpImports();
  const http = input.serverParts.includes("http");
  const stores = input.serverParts.includes("stores");
  // The step program waits for its plugins; bin/mcp.cjs, its chunks and bin/arktype.cjs need nothing of it.
  const bundles = await Promise.allSettled([
    (async () => {
      const plugins = (await input.plugins) ?? [];
      await build({
        ...common,
        stdin: {
          contents: stepProgramSource({ entry: input.entry, schemas: input.schemas, stores }),
          resolveDir: dirname(input.entry),
          sourcefile: `${input.name}.skill.mjs`,
          loader: "ts",
        },
        outfile: program,
        minify: input.minify,
        plugins: [siblings, sharedModule(imports), ...plugins],
      });
    })(),
    bundleMcp({ binDir, minify: input.minify, imports, http, stores }),
    build({ ...common, entryPoints: [input.arktype.path], outfile: join(binDir, "arktype.cjs"), minify: input.minify }),
  ]);
  for (const bundle of bundles) if (bundle.status === "rejected") throw bundle.reason;
  const files = [
    `bin/${input.name}.cjs`,
    `bin/${input.name}.mjs`,
    `bin/${input.name}.main.cjs`,
    "bin/mcp.cjs",
    ...(http ? ["bin/mcp-http.cjs"] : []),
    ...(stores ? ["bin/run-stores.cjs"] : []),
    "bin/arktype.cjs",
  ];
  // A program with `import()` runs as a plain require, without a cache (not a failure: no warning).
  const cache = canCache(program) ? buildCodeCache(program, input.outDir) : undefined;
  if (cache !== undefined && "bytes" in cache) files.push(`bin/${input.name}.main.cjs.cache.br`);
  const gate = join(binDir, `${input.name}.cjs`);
  // The cache fits the V8 of this Node (the build made it with process.execPath); another V8 makes its own.
  const shipped = cache !== undefined && "bytes" in cache ? { v8: process.versions.v8, program: programId(program) } : undefined;
  writeFileSync(gate, versionGate(input.name, `${input.name}.main.cjs`, shipped));
  writeFileSync(join(binDir, `${input.name}.mjs`), `import "./${input.name}.cjs";\n`);
  return {
    stepBytes: statSync(gate).size + statSync(program).size,
    files,
    ...(cache !== undefined && "skipped" in cache ? { noCodeCache: cache.skipped } : {}),
  };
}

/** `bin/mcp.cjs`, and the server-only chunks it requires (`bin/mcp-http.cjs`, `bin/run-stores.cjs`) when asked for. */
async function bundleMcp(input: {
  readonly binDir: string;
  readonly minify: boolean;
  readonly imports: Record<string, readonly string[]>;
  readonly http: boolean;
  readonly stores: boolean;
}): Promise<void> {
  const { binDir, minify, imports } = input;
  const [loadHttp] = await Promise.all([
    input.http ? buildHttpChunk({ outfile: join(binDir, "mcp-http.cjs"), minify, common }).then(loadHttpFromChunk) : httpLeftOut,
    input.stores ? buildRunStoresChunk({ outfile: join(binDir, "run-stores.cjs"), minify, common, imports }) : undefined,
  ]);
  const mcp = await build({
    ...common,
    stdin: {
      contents: `export { serveMcp } from ${resolved("@skill-kit/mcp-transport")};`,
      resolveDir: mcpTransportDir,
      sourcefile: "mcp.mjs",
      loader: "js",
    },
    outfile: join(binDir, "mcp.cjs"),
    minify,
    metafile: true,
    plugins: [useShared(imports), leaveOutOfMcp, loadHttp, input.stores ? loadStoresFromChunk : storesLeftOut],
  });
  const copied = Object.keys(mcp.metafile.inputs).find((path) => notInMcp.test(path) && !isMcpOnly(resolve(path)));
  if (copied !== undefined) throw new Error(`bin/mcp.cjs would hold its own copy of ${copied}; share it with the step program`);
}
