import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import { leaveOutOfMcp } from "./mcp-leave-out.js";

const transportDir = dirname(fileURLToPath(import.meta.resolve("@skill-kit/mcp-transport")));
const scratch = mkdtempSync(join(tmpdir(), "skill-kit-leave-out-"));
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

const bundle = (contents: string, outfile: string) =>
  build({
    stdin: { contents, resolveDir: transportDir, loader: "js" },
    bundle: true,
    platform: "node",
    format: "cjs",
    minify: true,
    metafile: true,
    outfile,
    external: ["@skill-kit/core", "@skill-kit/cli-protocol"],
    plugins: [leaveOutOfMcp],
    logLevel: "silent",
  });

describe("leaveOutOfMcp", () => {
  it("leaves Ajv, zod 3, zod-to-json-schema and zod's locales but English out of the MCP transport's bundle", async () => {
    const result = await bundle('export { serveMcp } from "@skill-kit/mcp-transport";', join(scratch, "mcp.cjs"));
    // What reached the output: esbuild lists every module it read, even those it shook out to 0 bytes.
    const inputs = Object.values(result.metafile.outputs).flatMap((output) =>
      Object.entries(output.inputs)
        .filter(([, input]) => input.bytesInOutput > 0)
        .map(([path]) => path),
    );
    expect(
      inputs.filter((path) => /[\\/]node_modules[\\/](?:ajv|ajv-formats|fast-uri|zod-to-json-schema)[\\/]/.test(path)),
    ).toEqual([]);
    expect(inputs.filter((path) => /[\\/]zod[\\/]v3[\\/]/.test(path))).toEqual([]);
    expect(inputs.filter((path) => /[\\/]zod[\\/]v4[\\/]locales[\\/](?!en\.js$|index\.js$)/.test(path))).toEqual([]);
    expect(inputs.some((path) => /[\\/]@modelcontextprotocol[\\/]server[\\/]dist[\\/]mcp-[\w-]+\.mjs$/.test(path))).toBe(true);
    expect(inputs.filter((path) => /[\\/]@modelcontextprotocol[\\/]core[\\/]dist[\\/]auth-[\w-]+\.mjs$/.test(path))).toEqual([]);
  });

  it("leaves the OAuth schemas out: isSpecType still checks what the transport asks, and an OAuth check fails naming them", async () => {
    const outfile = join(scratch, "spec-types.cjs");
    await bundle(
      [
        'import { isSpecType } from "@modelcontextprotocol/server";',
        'console.log(isSpecType.PrimitiveSchemaDefinition({ type: "string" }), isSpecType.PrimitiveSchemaDefinition({ type: "object" }));',
        "isSpecType.OAuthTokens({});",
      ].join("\n"),
      outfile,
    );
    const run = spawnSync(process.execPath, [outfile], { encoding: "utf8" });
    expect(run.stdout).toBe("true false\n");
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      "a built skill's MCP server has no OAuth schemas (@modelcontextprotocol/core's auth file); it was left out of bin/mcp.cjs",
    );
  });

  it("makes a server built without our validator fail at once, naming what was left out", async () => {
    const outfile = join(scratch, "server.cjs");
    await bundle('import { Server } from "@modelcontextprotocol/server"; new Server({ name: "x", version: "1" }, {});', outfile);
    const run = spawnSync(process.execPath, [outfile], { encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      "a built skill's MCP server has no Ajv, the SDK's default JSON Schema validator; it was left out of bin/mcp.cjs",
    );
  });
});
