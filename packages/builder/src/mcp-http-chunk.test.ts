import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildHttpChunk } from "./mcp-http-chunk.js";
import { entryImports, sdkEntry } from "./mcp-http-sdk.js";

const scratch = mkdtempSync(join(tmpdir(), "skill-kit-http-chunk-"));
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});
const common = { bundle: true, platform: "node", target: "node20", format: "cjs", logLevel: "silent" } as const;

describe("buildHttpChunk", () => {
  it("holds the SDK's HTTP handler and takes only the internal names it uses from bin/mcp.cjs", async () => {
    const outfile = join(scratch, "mcp-http.cjs");
    const imports = await buildHttpChunk({ outfile, minify: false, common });
    const files = Object.keys(imports).map((path) => basename(path).replace(/-[\w]+\.mjs$/, ""));
    expect(files.sort()).toEqual(["listenRouter", "mcp", "src"]);
    const chunk = readFileSync(outfile, "utf8");
    expect(chunk).toContain("function createMcpHandler(");
    expect(chunk).toContain("var WebStandardStreamableHTTPServerTransport = class");
    // McpServer stays in mcp.cjs: the chunk asks for it (it is `t` of the SDK's mcp-<hash>.mjs).
    const mcp = Object.entries(imports).find(([path]) => /[\\/]mcp-[\w]+\.mjs$/.test(path))?.[1] ?? [];
    expect(mcp).toContain("t");
    // Fewer names than the entry imports: the re-exports the chunk does not use are not handed over.
    const entry = Object.keys(imports)[0] ?? "";
    const all = entryImports(readFileSync(join(entry, "..", "index.mjs"), "utf8"));
    const handed = Object.values(imports).flat().length;
    expect(handed).toBeGreaterThan(0);
    expect(handed).toBeLessThan(Object.values(all).flat().length);
  });
});

describe("entryImports", () => {
  it("lists the names imported from each internal file, by the name each file gives them", () => {
    const code = [
      'import { t as McpServer, _ as PerRequestHTTPServerTransport } from "./mcp-abc.mjs";',
      'import { At as LATEST_PROTOCOL_VERSION, t as McpServer2 } from "./src-def.mjs";',
      'import { DefaultJsonSchemaValidator } from "@modelcontextprotocol/server/_shims";',
    ].join("\n");
    expect(entryImports(code)).toEqual({ "./mcp-abc.mjs": ["t", "_"], "./src-def.mjs": ["At", "t"] });
  });

  it("refuses an internal file imported whole, which the global cannot hand over name by name", () => {
    expect(() => entryImports('import * as core from "./src-def.mjs";')).toThrow(
      "the MCP SDK's entry imports * as core from ./src-def.mjs; bin/mcp-http.cjs can share only named imports",
    );
  });
});

describe("sdkEntry", () => {
  // esbuild names inputs relative to the working folder: under a project installed by npm the SDK is
  // `node_modules/…` itself, with no folder before it (the published-package test found this).
  it("finds the SDK's entry under pnpm's and npm's layouts alike", () => {
    expect(sdkEntry.test("../../node_modules/.pnpm/x/node_modules/@modelcontextprotocol/server/dist/index.mjs")).toBe(true);
    expect(sdkEntry.test("node_modules/@modelcontextprotocol/server/dist/index.mjs")).toBe(true);
    expect(sdkEntry.test("node_modules/@modelcontextprotocol/server/dist/stdio.mjs")).toBe(false);
  });
});
