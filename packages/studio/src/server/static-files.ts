// The web app's files from dist/web: `/` is index.html; any other path must name a regular file
// inside that folder by plain segments (no dot files, no `..`, no encoded separators, links not
// followed). Anything else is a 404, never a read outside.
import { lstatSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";

const contentTypes: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
};

/** Static files are ours and small; a bound keeps a mistake from filling memory. */
const maxAssetBytes = 16 * 1024 * 1024;

/** A file of the web app, or undefined for a path that names none. */
export interface Asset {
  readonly type: string;
  readonly bytes: Buffer;
}

/** The asset `path` (the URL path, still encoded) names under `webDir`. */
export function readAsset(webDir: string, path: string): Asset | undefined {
  const wanted = path === "/" ? "/index.html" : path;
  const segments = wanted.split("/").slice(1);
  if (segments.some((segment) => !/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(segment))) return undefined;
  const type = contentTypes[extname(wanted).toLowerCase()];
  if (type === undefined) return undefined;
  const file = join(webDir, ...segments);
  try {
    const stat = lstatSync(file);
    if (!stat.isFile() || stat.size > maxAssetBytes) return undefined;
    return { type, bytes: readFileSync(file) };
  } catch {
    return undefined;
  }
}
