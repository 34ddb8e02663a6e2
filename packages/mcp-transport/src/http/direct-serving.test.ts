// serveOverHttp answers a plain `tools/call` of a 2025-era client that takes no questions through
// the caller's direct calls, with no server made for it; everything else gets its fresh server.
import { McpServer, type CallToolResult } from "@modelcontextprotocol/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DirectCall } from "../stdio/direct-call.js";
import { serveOverHttp, type HttpCaller, type HttpServing } from "./serve-over-http.js";
import { defaultServingLimits } from "./serving-limits.js";

const text = (value: string): CallToolResult => ({ content: [{ type: "text", text: value }] });
const made: HttpCaller[] = [];
const offered: unknown[] = [];
let serving: HttpServing;

beforeAll(async () => {
  const directCall: DirectCall = (name, args) => {
    offered.push([name, args]);
    return name === "fast" ? Promise.resolve(text("direct")) : undefined;
  };
  serving = await serveOverHttp({
    host: "127.0.0.1",
    port: 0,
    tokens: undefined,
    maxBody: 64 * 1024,
    limits: defaultServingLimits,
    createServer: (caller) => {
      made.push(caller);
      const server = new McpServer({ name: "t", version: "1.0.0" });
      server.registerTool("fast", { description: "Answers sdk." }, () => text("sdk"));
      return server;
    },
    directCall: (caller) => (caller.user === "local" ? directCall : undefined),
    log: () => undefined,
  });
});
afterAll(async () => {
  await serving.close();
});

let nextId = 1;
async function post(method: string, params: unknown, sessionId?: string): Promise<{ sessionId: string | null; text: string }> {
  const response = await fetch(serving.url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      ...(sessionId === undefined ? {} : { "mcp-session-id": sessionId }),
    },
    body: JSON.stringify({ jsonrpc: "2.0", id: nextId++, method, params }),
  });
  return { sessionId: response.headers.get("mcp-session-id"), text: await response.text() };
}

const initialize = async (capabilities: object): Promise<string> =>
  (await post("initialize", { protocolVersion: "2025-11-25", capabilities, clientInfo: { name: "c", version: "1" } }))
    .sessionId ?? "";
const answered = (body: string): string | undefined => /"text":"(\w+)"/.exec(body)?.[1];

describe("serveOverHttp with direct calls", () => {
  it("makes no server for a plain call the direct calls take, and one for every other request", async () => {
    const plain = await initialize({});
    made.length = 0;
    expect(answered((await post("tools/call", { name: "fast", arguments: { a: 1 } }, plain)).text)).toBe("direct");
    expect(made).toEqual([]);
    expect(offered).toEqual([["fast", { a: 1 }]]);
    expect(answered((await post("tools/call", { name: "fast", arguments: {}, _meta: {} }, plain)).text)).toBe("sdk");
    expect(made).toHaveLength(1);
    // A client that takes questions: its calls may ask one, so they get a server.
    const asking = await initialize({ elicitation: { form: {} } });
    made.length = 0;
    expect(answered((await post("tools/call", { name: "fast", arguments: {} }, asking)).text)).toBe("sdk");
    expect(made).toHaveLength(1);
    expect(offered).toHaveLength(1);
  });
});
