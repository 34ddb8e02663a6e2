// Bytes a browser downloads for @skill-kit/core: its entry bundled by esbuild (the catalog version)
// for platform "browser" (where a `node:` import cannot resolve), ESM, minified, and the same bytes
// gzipped (level 9); with the share of each package in the minified bytes. Two entries: every
// export of `@skill-kit/core`, and only what a page needs to define and run a workflow.
import { gzipSync } from "node:zlib";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { root, table } from "./lib.mjs";

const entries = [
  ["every export of `@skill-kit/core`", 'export * from "@skill-kit/core";'],
  ["`skill`, `terminal`, `type`, `WorkflowEngine`", 'export { skill, terminal, type, WorkflowEngine } from "@skill-kit/core";'],
];

/** Which package a bundled input belongs to, from its path. */
function owner(path) {
  if (/packages\/core\//.test(path)) return "core";
  if (/packages\/primitives\//.test(path)) return "primitives";
  if (/node_modules\/(arktype|arkregex|@ark\/[^/]+)\//.test(path)) return "arktype";
  throw new Error(`the browser bundle of @skill-kit/core reached ${path}, outside core, primitives and arktype`);
}

/** Minified and gzipped bytes of one entry, and each package's share of the minified bytes. */
export async function bundleForBrowser(contents) {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  const code = result.outputFiles[0].contents;
  const shares = { core: 0, primitives: 0, arktype: 0 };
  for (const output of Object.values(result.metafile.outputs))
    for (const [path, input] of Object.entries(output.inputs)) if (path !== "<stdin>") shares[owner(path)] += input.bytesInOutput;
  return { minified: code.byteLength, gzipped: gzipSync(code, { level: 9 }).byteLength, shares };
}

export async function browserSize() {
  const rows = [];
  for (const [label, contents] of entries) {
    const { minified, gzipped, shares } = await bundleForBrowser(contents);
    rows.push([
      label,
      minified.toLocaleString("en"),
      gzipped.toLocaleString("en"),
      ...Object.values(shares).map((n) => n.toLocaleString("en")),
    ]);
  }
  return `### @skill-kit/core in a browser bundle\n\n${table(
    ["entry", "minified bytes", "gzipped", "core", "primitives", "arktype (with @ark/*, arkregex)"],
    rows,
  )}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) console.log(await browserSize());
