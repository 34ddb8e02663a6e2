// serveOverStdio offers a plain `tools/call` to the server's direct calls once the client has
// initialized, and leaves to the SDK what comes before, what carries `_meta`, and what they decline.
import { PassThrough } from "node:stream";
import { McpServer, type CallToolResult } from "@modelcontextprotocol/server";
import { describe, expect, it } from "vitest";
import type { DirectCall } from "./direct-call.js";
import { serveOverStdio } from "./serve-over-stdio.js";

const text = (value: string): CallToolResult => ({ content: [{ type: "text", text: value }] });

describe("serveOverStdio with direct calls", () => {
  it("answers plain calls directly after initialize, and leaves the rest to the SDK", async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    const offered: unknown[] = [];
    const directCall: DirectCall = (name, args, id) => {
      offered.push([name, args, id]);
      return name === "fast" ? Promise.resolve(text("direct")) : undefined;
    };
    const create = () => {
      const server = new McpServer({ name: "t", version: "1.0.0" });
      server.registerTool("fast", { description: "Answers sdk." }, () => text("sdk"));
      server.registerTool("other", { description: "Answers sdk too." }, () => text("sdk"));
      return { server, directCall };
    };
    const serving = serveOverStdio(create, () => undefined, { input, output });
    const answers = new Map<unknown, string>();
    let buffered = "";
    output.on("data", (chunk: Buffer) => {
      buffered += chunk.toString("utf8");
      for (let end = buffered.indexOf("\n"); end >= 0; end = buffered.indexOf("\n")) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 1);
        const { id } = JSON.parse(line) as { id?: unknown };
        answers.set(id, line);
      }
    });
    const ask = async (id: number, method: string, params: unknown): Promise<string> => {
      input.write(`${JSON.stringify({ jsonrpc: "2.0", id, method, params })}\n`);
      for (let turn = 0; turn < 200 && !answers.has(id); turn += 1) await new Promise((resolve) => setImmediate(resolve));
      return answers.get(id) ?? "(no answer)";
    };
    const answered = (line: string) =>
      (JSON.parse(line) as { result?: { content?: { text?: string }[] } }).result?.content?.[0]?.text;

    // Before initialize: the SDK's.
    expect(answered(await ask(1, "tools/call", { name: "fast", arguments: {} }))).toBe("sdk");
    expect(offered).toEqual([]);
    await ask(2, "initialize", { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "c", version: "1" } });
    input.write(`${JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" })}\n`);
    expect(answered(await ask(3, "tools/call", { name: "fast", arguments: { a: 1 } }))).toBe("direct");
    expect(offered).toEqual([["fast", { a: 1 }, 3]]);
    // Declined, or carrying `_meta`: the SDK's.
    expect(answered(await ask(4, "tools/call", { name: "other", arguments: {} }))).toBe("sdk");
    expect(answered(await ask(5, "tools/call", { name: "fast", arguments: {}, _meta: { progressToken: 1 } }))).toBe("sdk");
    expect(offered).toHaveLength(2);
    input.end();
    await serving;
  });
});
