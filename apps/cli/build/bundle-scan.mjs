// Bundles `skill-kit scan` into one module: dist/commands/scan.js, as tsc wrote it, is replaced by
// itself with the @skill-kit code it runs (the command's flags, the scan, the loader's SKILL.md
// helpers) inlined. The scan then loads one file instead of about thirty, which is most of its
// start-up after Node's own (docs/decisions/2026-11-27-scan-command-bundle.md). Node built-ins and any
// package outside @skill-kit stay imports.
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
  entryPoints: ["dist/commands/scan.js"],
  outfile: "dist/commands/scan.js",
  allowOverwrite: true,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  legalComments: "none",
  logLevel: "warning",
  plugins: [onlySkillKit],
});
