// @skill-kit/core bundled for the browser by esbuild (the catalog version), as a web app would:
// platform "browser", where a `node:` import cannot resolve and fails the build. The bundle must
// hold only core, primitives and arktype's own packages, import nothing left outside it, and stay
// under a generous ceiling: 400,000 minified bytes, about twice the 205,363 measured on 2026-11-26,
// there to catch a dependency pulled in by mistake. The figure itself is printed by
// bench/browser-size.mjs and recorded in docs/benchmarks.md; this test times nothing.
import { build, type Metafile } from "esbuild";
import { describe, expect, it } from "vitest";

const ceiling = 400_000;
const allowed = /(?:^|\/)(?:packages\/(?:core|primitives)\/dist|node_modules\/(?:arktype|arkregex|@ark\/[^/]+))\//;

async function bundle(specifier: string): Promise<{ bytes: number; metafile: Metafile }> {
  const result = await build({
    stdin: { contents: `export * from "${specifier}";`, resolveDir: import.meta.dirname, loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  return { bytes: result.outputFiles.reduce((sum, file) => sum + file.contents.byteLength, 0), metafile: result.metafile };
}

describe.each(["@skill-kit/core", "@skill-kit/core/testing"])("%s bundled for the browser", (specifier) => {
  it("holds only core, primitives and arktype, imports nothing outside it, and stays under the ceiling", async () => {
    const { bytes, metafile } = await bundle(specifier);
    const inputs = Object.keys(metafile.inputs).filter((path) => path !== "<stdin>");
    expect(inputs.filter((path) => !allowed.test(path))).toEqual([]);
    expect(inputs.some((path) => path.includes("packages/core/dist/"))).toBe(true);
    const imports = Object.values(metafile.inputs).flatMap((input) => input.imports);
    expect(imports.filter((entry) => entry.external === true).map((entry) => entry.path)).toEqual([]);
    expect(bytes).toBeLessThan(ceiling);
  });
});
