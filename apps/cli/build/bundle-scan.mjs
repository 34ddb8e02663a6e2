// Bundles `skill-kit scan`'s entry into one module: dist/scan-entry.js, as tsc wrote it, is replaced by
// itself with the @skill-kit code it runs (running a command, the scan's flags, the scan, the loader's
// SKILL.md helpers) inlined. A scan then loads one file instead of about forty, most of its start-up
// after Node's own (docs/decisions/2026-11-27-scan-entry-bundle.md). Node built-ins and any package
// outside @skill-kit stay imports, but for the scan's shell parser: web-tree-sitter is bundled too, and
// its two WebAssembly files (the runtime and tree-sitter-bash's grammar) are copied beside the bundle,
// where the bundled code looks for them (docs/decisions/2026-11-29-scan-shell-parser.md). The other
// commands are not bundled.
import { copyFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { build } from "esbuild";

const bundled = (path) => path.startsWith("@skill-kit/") || path === "web-tree-sitter";

const onlySkillKit = {
  name: "only-skill-kit",
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (bundled(args.path) ? undefined : { path: args.path, external: true }));
    // The scan finds its grammar in node_modules; the bundle, beside itself.
    builder.onLoad({ filter: /[\\/]shell[\\/]grammar-path\.js$/ }, () => ({
      contents: [
        'import { fileURLToPath } from "node:url";',
        'export function grammarPath() { return fileURLToPath(new URL("./tree-sitter-bash.wasm", import.meta.url)); }',
      ].join("\n"),
      loader: "js",
    }));
  },
};

await build({
  entryPoints: ["dist/scan-entry.js"],
  outfile: "dist/scan-entry.js",
  allowOverwrite: true,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // No source map: its sources would be the sibling packages' files, which the CLI's tarball does not
  // ship. The bundle is not minified, so a stack trace still reads.
  sourcemap: false,
  legalComments: "none",
  logLevel: "warning",
  plugins: [onlySkillKit],
});
// tsc's map described the file before bundling.
rmSync("dist/scan-entry.js.map");
const fromScan = createRequire(createRequire(import.meta.url).resolve("@skill-kit/scan/package.json"));
copyFileSync(fromScan.resolve("web-tree-sitter/web-tree-sitter.wasm"), "dist/web-tree-sitter.wasm");
copyFileSync(fromScan.resolve("tree-sitter-bash/tree-sitter-bash.wasm"), "dist/tree-sitter-bash.wasm");
