// The built package must run outside Node: no Node built-in, no runtime dependency at all.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const dist = fileURLToPath(new URL("../dist/", import.meta.url));
const builtins = new Set(builtinModules.flatMap((name) => [name, name.split("/")[0] ?? name]));

function specifiers(source: string): string[] {
  const patterns = [/\bfrom\s*["']([^"']+)["']/g, /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g, /\bimport\s+["']([^"']+)["']/g];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1] ?? ""));
}

describe("dist", () => {
  it("has been built (run pnpm build first)", () => {
    expect(existsSync(`${dist}index.js`)).toBe(true);
  });

  const files = existsSync(dist) ? readdirSync(dist).filter((name) => name.endsWith(".js")) : [];

  it.each(files)("%s imports only sibling files", (file) => {
    const source = readFileSync(`${dist}${file}`, "utf8");
    expect(source).not.toContain('from "node:');
    expect(source).not.toMatch(/\brequire\s*\(/);
    for (const specifier of specifiers(source)) {
      expect(specifier.startsWith("node:") || builtins.has(specifier), `${file} imports ${specifier}`).toBe(false);
      expect(specifier, `${file} imports a package`).toMatch(/^\.\/[\w.-]+\.js$/);
    }
  });

  it("finds imports the way the scan expects", () => {
    expect(specifiers(`import { a } from "./a.js"; import "fs"; const b = await import("node:path");`)).toEqual([
      "./a.js",
      "node:path",
      "fs",
    ]);
    expect(builtins.has("fs") && builtins.has("path")).toBe(true);
  });
});
