// Node mode: an esbuild bundle that loads only what a CLI step needs; MCP is a separate chunk.
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { versionGate } from "./scripts-run.js";

/**
 * The program a built skill runs: the protocol, with MCP behind a dynamic import, and the
 * response JSON Schemas computed here at build time so no CLI step converts them.
 */
export function wrapperSource(entry: string, schemas: Readonly<Record<string, unknown>> = {}): string {
  const resolved = (specifier: string): string => JSON.stringify(fileURLToPath(import.meta.resolve(specifier)));
  return [
    `import definition from ${JSON.stringify(entry)};`,
    `import { main } from ${resolved("@skill-kit/cli-protocol")};`,
    "await main(definition, {",
    `  schemas: ${JSON.stringify(schemas)},`,
    `  startMcp: (skill, argv) => import(${resolved("@skill-kit/mcp-transport")}).then((mcp) => mcp.serveMcp(skill, argv, { skillDir: process.env.SKILL_DIR })),`,
    "});",
    "",
  ].join("\n");
}

export interface NodeBundle {
  /** Bytes a `start`/`advance` call loads (entry, main file and the chunks it imports statically). */
  readonly stepBytes: number;
  /** Every output file, relative to the skill folder. */
  readonly files: readonly string[];
}

export async function bundleNode(input: { entry: string; outDir: string; name: string; minify: boolean; schemas: Readonly<Record<string, unknown>> }): Promise<NodeBundle> {
  const binDir = join(input.outDir, "bin");
  const result = await build({
    stdin: { contents: wrapperSource(input.entry, input.schemas), resolveDir: dirname(input.entry), sourcefile: `${input.name}.skill.mjs`, loader: "ts" },
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    outdir: binDir,
    entryNames: `${input.name}.main`,
    chunkNames: "chunks/[name]-[hash]",
    outExtension: { ".js": ".mjs" },
    minify: input.minify,
    treeShaking: true,
    metafile: true,
    logLevel: "silent",
    banner: { js: 'import { createRequire as __skillKitRequire } from "node:module"; const require = __skillKitRequire(import.meta.url);' },
  });
  writeFileSync(join(binDir, `${input.name}.mjs`), versionGate(input.name, `${input.name}.main.mjs`));
  const outputs = result.metafile.outputs;
  const mainKey = Object.keys(outputs).find((key) => key.endsWith(`${input.name}.main.mjs`)) ?? "";
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of outputs[key]?.imports ?? []) if (imported.kind === "import-statement") visit(imported.path);
  };
  visit(mainKey);
  const stepBytes = [...seen].reduce((sum, key) => sum + (outputs[key]?.bytes ?? 0), 0);
  return { stepBytes, files: Object.keys(outputs).map((key) => key.slice(key.indexOf("bin/"))) };
}
