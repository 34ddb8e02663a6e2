// The CLI's version, from its package.json (one folder above dist/).
import { readFileSync } from "node:fs";

export function version(): string {
  const manifest: unknown = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
  return typeof manifest === "object" && manifest !== null && "version" in manifest ? String(manifest.version) : "unknown";
}
