// Bundles the studio's web app (web/src) into dist/web: index.html, app.js, app.css. (Placeholder
// until the app lands: writes an empty page.)
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const out = join(import.meta.dirname, "..", "dist", "web");
mkdirSync(out, { recursive: true });
writeFileSync(join(out, "index.html"), "<!doctype html><title>skill-kit studio</title>\n");
