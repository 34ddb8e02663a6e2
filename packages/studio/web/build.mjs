// Bundles the studio's web app (web/src) into dist/web: index.html, app.js and app.css, minified,
// without source maps. The page loads only these two files ('self'): no inline script or style, as
// the studio's Content-Security-Policy wants. Prints each file's size.
import { mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { stdout } from "node:process";
import { build } from "esbuild";

const web = import.meta.dirname;
const out = join(web, "..", "dist", "web");
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

await build({
  entryPoints: [
    { in: join(web, "src", "main.tsx"), out: "app" },
    { in: join(web, "src", "app.css"), out: "app" },
  ],
  outdir: out,
  bundle: true,
  minify: true,
  sourcemap: false,
  format: "esm",
  platform: "browser",
  target: ["es2022", "chrome111", "firefox115", "safari16"],
  jsx: "automatic",
  jsxImportSource: "preact",
  legalComments: "eof",
  logLevel: "warning",
});

const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>skill-kit studio</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/app.css">
<script type="module" src="/app.js"></script>
</head>
<body>
<div id="app"></div>
<noscript><p>skill-kit studio needs JavaScript.</p></noscript>
</body>
</html>
`;
writeFileSync(join(out, "index.html"), html);

for (const name of ["index.html", "app.js", "app.css"]) {
  stdout.write(`dist/web/${name}: ${statSync(join(out, name)).size} B\n`);
}
