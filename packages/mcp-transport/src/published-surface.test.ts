// What installing and importing @skill-kit/mcp-transport brings: the v2 server SDK only. The test
// harness, which needs the v1 SDK client and the v2 client, is the private @skill-kit/mcp-testing
// (docs/decisions/2026-11-29-mcp-testing-harness.md), so no entry point can load either client.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const packageDir = join(import.meta.dirname, "..");
const manifest: unknown = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));

function field(name: string): Record<string, unknown> {
  const value: unknown = typeof manifest === "object" && manifest !== null ? Reflect.get(manifest, name) : undefined;
  return typeof value === "object" && value !== null ? Object.fromEntries(Object.entries(value)) : {};
}

/** The source file behind each published subpath: `./dist/http/index.js` is built from `src/http/index.ts`. */
const entries = Object.entries(field("exports")).flatMap(([subpath, target]) => {
  const built: unknown = typeof target === "object" && target !== null ? Reflect.get(target, "default") : undefined;
  return typeof built === "string" && built.startsWith("./dist/")
    ? [{ subpath, source: join(packageDir, built.replace(/^\.\/dist\//, "src/").replace(/\.js$/, ".ts")) }]
    : [];
});

/** Every module a program can load through `source`, at once or lazily: esbuild follows `import()` too. */
async function reachable(source: string): Promise<string[]> {
  const result = await build({
    entryPoints: [source],
    bundle: true,
    platform: "node",
    format: "esm",
    write: false,
    outdir: "unused",
    metafile: true,
    logLevel: "silent",
    // pg's optional native binding, which it requires only when asked for it.
    external: ["pg-native"],
  });
  return Object.keys(result.metafile.inputs);
}

const clientSdks = /[\\/]node_modules[\\/]@modelcontextprotocol[\\/](?:sdk|client)[\\/]|[\\/]mcp-testing[\\/]/;

describe("the published @skill-kit/mcp-transport", () => {
  it("exports no test harness and depends on neither MCP client SDK", () => {
    expect(entries.map(({ subpath }) => subpath)).toEqual([".", "./stdio", "./internal", "./http"]);
    expect(Object.keys(field("dependencies")).filter((name) => name.startsWith("@modelcontextprotocol/"))).toEqual([
      "@modelcontextprotocol/server",
    ]);
    expect(Object.keys(field("dependencies"))).not.toContain("@skill-kit/mcp-testing");
  });

  it.each(entries)("$subpath loads the server SDK and never a client SDK or the harness", async ({ source }) => {
    const modules = await reachable(source);
    expect(modules.filter((path) => clientSdks.test(path))).toEqual([]);
    // The walk does reach into node_modules (zod, the server SDK).
    expect(modules.some((path) => /[\\/]node_modules[\\/]/.test(path))).toBe(true);
  });

  it("the main entry loads the server SDK, and the same walk over the harness finds both client SDKs", async () => {
    const main = entries.find(({ subpath }) => subpath === ".");
    expect(main).toBeDefined();
    const served = await reachable(main?.source ?? "");
    expect(served.some((path) => /[\\/]node_modules[\\/]@modelcontextprotocol[\\/]server[\\/]/.test(path))).toBe(true);
    const harnessDir = dirname(fileURLToPath(import.meta.resolve("@skill-kit/mcp-testing/package.json")));
    const harness = await reachable(join(harnessDir, "src", "index.ts"));
    expect(harness.some((path) => /[\\/]@modelcontextprotocol[\\/]sdk[\\/]/.test(path))).toBe(true);
    expect(harness.some((path) => /[\\/]@modelcontextprotocol[\\/]client[\\/]/.test(path))).toBe(true);
  });
});
