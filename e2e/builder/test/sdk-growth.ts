// How much the MCP SDK itself grew from v1 (what the existing system ships) to v2 (both protocol
// eras), measured like for like: the same minimal stdio server with one zod tool, bundled the same
// plain way (esbuild, CommonJS, minified, nothing left out) with each SDK.
import { build } from "esbuild";

const servers = {
  v1: [
    'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
    'import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";',
    'import * as z from "zod";',
    'const server = new McpServer({ name: "a", version: "1" });',
    'server.registerTool("t", { inputSchema: z.object({ a: z.string() }) }, async () => ({ content: [] }));',
    "void server.connect(new StdioServerTransport());",
  ],
  v2: [
    'import { McpServer } from "@modelcontextprotocol/server";',
    'import { serveStdio } from "@modelcontextprotocol/server/stdio";',
    'import * as z from "zod";',
    "serveStdio(() => {",
    '  const server = new McpServer({ name: "a", version: "1" });',
    '  server.registerTool("t", { inputSchema: z.object({ a: z.string() }) }, async () => ({ content: [] }));',
    "  return server;",
    "});",
  ],
};

async function bundledBytes(lines: readonly string[]): Promise<number> {
  const result = await build({
    stdin: { contents: lines.join("\n"), resolveDir: import.meta.dirname, loader: "js" },
    bundle: true,
    platform: "node",
    format: "cjs",
    minify: true,
    write: false,
    outfile: "server.cjs",
    logLevel: "silent",
  });
  return result.outputFiles.reduce((sum, file) => sum + file.contents.length, 0);
}

/** Bytes of the v2 minimal server less those of the v1 one (49,217 with SDK 1.32.2 and 2.4.0). */
export async function sdkGrowthBytes(): Promise<number> {
  return (await bundledBytes(servers.v2)) - (await bundledBytes(servers.v1));
}
