// Bundles `skill-kit scan`'s entry into one module: dist/scan-entry.js, as tsc wrote it, is replaced by
// itself with the @skill-kit code it runs (running a command, the scan's flags, the scan, the loader's
// SKILL.md helpers) inlined. A scan then loads one file instead of about forty, most of its start-up
// after Node's own (docs/decisions/2026-11-27-scan-entry-bundle.md). Node built-ins and any package
// outside @skill-kit stay imports. The other commands are not bundled.
import { rmSync } from "node:fs";
import { build } from "esbuild";

const onlySkillKit = {
  name: "only-skill-kit",
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@skill-kit/") ? undefined : { path: args.path, external: true },
    );
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
