// The lenient entry (`@skill-kit/loader`) does not load the reference validator: its built import graph
// never reaches dist/strict/, which only `@skill-kit/loader/strict` and `/validate` load. Reads the build (run `pnpm build` first).
import { readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const dist = fileURLToPath(new URL("../dist", import.meta.url));

/** Relative specifiers of static imports, re-exports and dynamic imports in built JavaScript. */
function relativeImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](\.{1,2}\/[^"']+)["']/g))
    found.push(match[1] ?? "");
  return found;
}

/** Every built file the entry loads, as paths relative to dist/. */
function importGraph(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [resolve(dist, entry)];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of relativeImports(readFileSync(file, "utf8"))) queue.push(resolve(dirname(file), specifier));
  }
  return [...seen].map((file) => relative(dist, file)).sort();
}

describe("the lenient entry's import graph", () => {
  it("never reaches the strict module", () => {
    const graph = importGraph("index.js");
    expect(graph.length).toBeGreaterThan(20);
    expect(graph.filter((file) => file.startsWith("strict/") || file.startsWith("validate/"))).toEqual([]);
  });

  it("is walked the way that would find it: /strict and /validate reach it", () => {
    expect(importGraph("strict/index.js")).toContain("strict/validate-skill-md-strict.js");
    expect(importGraph("validate/index.js")).toContain("strict/validate-skill-md-strict.js");
  });

  it("finds static, re-exported, side-effect and dynamic imports", () => {
    const source =
      'import { a } from "./a.js";\nexport { b } from "../b.js";\nimport "./c.js";\nconst d = await import("./d.js");\nimport { e } from "yaml";';
    expect(relativeImports(source)).toEqual(["./a.js", "../b.js", "./c.js", "./d.js"]);
  });
});
