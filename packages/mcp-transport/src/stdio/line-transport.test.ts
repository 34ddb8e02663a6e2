// The stdio wire's shortcut: a request it takes is answered on the wire and never reaches the SDK;
// one it leaves, and every notification, is handed on; a cancelled one gets no answer.
import { PassThrough } from "node:stream";
import type { JSONRPCMessage, JSONRPCRequest, Result } from "@modelcontextprotocol/server";
import { describe, expect, it } from "vitest";
import { LineTransport } from "./line-transport.js";

function wire(shortcut: (request: JSONRPCRequest) => Promise<Result> | undefined) {
  const input = new PassThrough();
  const output = new PassThrough();
  const transport = new LineTransport(input, output);
  const delivered: JSONRPCMessage[] = [];
  const errors: string[] = [];
  transport.onmessage = (message) => delivered.push(message);
  transport.onerror = (error) => errors.push(error.message);
  transport.shortcut = shortcut;
  let written = "";
  output.on("data", (chunk: Buffer) => (written += chunk.toString("utf8")));
  const send = (...messages: unknown[]) => input.write(messages.map((message) => `${JSON.stringify(message)}\n`).join(""));
  const settled = () => new Promise((resolve) => setImmediate(resolve));
  return { transport, delivered, errors, send, settled, lines: () => written.split("\n").filter((line) => line !== "") };
}

const call = (id: number, name: string) => ({ jsonrpc: "2.0", id, method: "tools/call", params: { name, arguments: {} } });

describe("LineTransport's shortcut", () => {
  it("answers the requests it takes, result first as the SDK writes it, and hands on the rest", async () => {
    const seen: string[] = [];
    const { transport, delivered, send, settled, lines } = wire((request) => {
      seen.push(request.method);
      const params: unknown = request.params;
      const name = typeof params === "object" && params !== null && "name" in params ? params.name : undefined;
      return name === "fast" ? Promise.resolve({ content: [] }) : undefined;
    });
    await transport.start();
    send(call(1, "fast"), call(2, "slow"), { jsonrpc: "2.0", method: "notifications/initialized" });
    await settled();
    expect(lines()).toEqual(['{"result":{"content":[]},"jsonrpc":"2.0","id":1}']);
    expect(delivered).toEqual([call(2, "slow"), { jsonrpc: "2.0", method: "notifications/initialized" }]);
    // Notifications are never offered to it.
    expect(seen).toEqual(["tools/call", "tools/call"]);
  });

  it("answers a request it failed with an internal error, and says why to onerror", async () => {
    const { transport, errors, send, settled, lines } = wire(() => Promise.reject(new Error("broken")));
    await transport.start();
    send(call(3, "fast"));
    await settled();
    expect(lines()).toEqual(['{"jsonrpc":"2.0","id":3,"error":{"code":-32603,"message":"Internal error"}}']);
    expect(errors).toEqual(["broken"]);
  });

  it("sends no answer to a request the client cancelled, and still hands the cancel on", async () => {
    let finish: (result: Result) => void = () => undefined;
    const { transport, delivered, send, settled, lines } = wire(
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    await transport.start();
    const cancel = { jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 4 } };
    send(call(4, "fast"), cancel);
    await settled();
    finish({ content: [] });
    await settled();
    expect(lines()).toEqual([]);
    expect(delivered).toEqual([cancel]);
    // The id is free again: a later request with it is answered.
    send(call(4, "fast"));
    await settled();
    finish({ content: [] });
    await settled();
    expect(lines()).toEqual(['{"result":{"content":[]},"jsonrpc":"2.0","id":4}']);
  });

  it("answers two requests in flight with one id, as the SDK does; a cancel takes the later one", async () => {
    const finishes: ((result: Result) => void)[] = [];
    const { transport, send, settled, lines } = wire(
      () =>
        new Promise((resolve) => {
          finishes.push(resolve);
        }),
    );
    await transport.start();
    send(call(5, "fast"), call(5, "fast"));
    await settled();
    for (const finish of finishes) finish({ content: [] });
    await settled();
    expect(lines()).toEqual(Array(2).fill('{"result":{"content":[]},"jsonrpc":"2.0","id":5}'));
    finishes.length = 0;
    send(call(6, "fast"), call(6, "fast"), { jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 6 } });
    await settled();
    finishes[0]?.({ content: [{ type: "text", text: "first" }] });
    finishes[1]?.({ content: [{ type: "text", text: "second" }] });
    await settled();
    expect(lines().slice(2)).toEqual(['{"result":{"content":[{"type":"text","text":"first"}]},"jsonrpc":"2.0","id":6}']);
  });

  it("sends nothing for a request that settles after the connection closed", async () => {
    let finish: (result: Result) => void = () => undefined;
    const { transport, errors, send, settled, lines } = wire(
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    await transport.start();
    send(call(7, "fast"));
    await settled();
    await transport.close();
    finish({ content: [] });
    await settled();
    expect(lines()).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("sends a tool result for a retryable failure as the JSON-RPC error of its code, and any other result as it is", async () => {
    const failed = (code: string) => ({
      _meta: { "skill-kit/error": { code, retryable: code === "SESSION_STORE_UNAVAILABLE" } },
      content: [{ type: "text", text: `failed: ${code}` }],
      isError: true,
    });
    const { transport, send, settled, lines } = wire((request) =>
      Promise.resolve(failed(request.id === 8 ? "SESSION_STORE_UNAVAILABLE" : "SESSION_CORRUPT")),
    );
    await transport.start();
    send(call(8, "fast"), call(9, "fast"));
    await settled();
    // The SDK's answers go out through send too.
    await transport.send({ jsonrpc: "2.0", id: 10, result: failed("SESSION_STORE_UNAVAILABLE") });
    expect(lines().map((line) => JSON.parse(line) as unknown)).toEqual([
      {
        jsonrpc: "2.0",
        id: 8,
        error: {
          code: -32051,
          message: "failed: SESSION_STORE_UNAVAILABLE",
          data: { code: "SESSION_STORE_UNAVAILABLE", retryable: true },
        },
      },
      { result: failed("SESSION_CORRUPT"), jsonrpc: "2.0", id: 9 },
      {
        jsonrpc: "2.0",
        id: 10,
        error: {
          code: -32051,
          message: "failed: SESSION_STORE_UNAVAILABLE",
          data: { code: "SESSION_STORE_UNAVAILABLE", retryable: true },
        },
      },
    ]);
  });

  it("refuses every request that claims a protocol revision it does not speak, not only the first", async () => {
    const { transport, delivered, send, settled, lines } = wire(() => undefined);
    await transport.start();
    const claiming = (id: number, version: unknown) => ({
      jsonrpc: "2.0",
      id,
      method: "tools/list",
      params: { _meta: { "io.modelcontextprotocol/protocolVersion": version } },
    });
    send(claiming(11, "2026-07-28"), claiming(12, "2027-01-01"), claiming(13, 5), { jsonrpc: "2.0", id: 14, method: "ping" });
    await settled();
    expect(delivered).toEqual([claiming(11, "2026-07-28"), { jsonrpc: "2.0", id: 14, method: "ping" }]);
    expect(lines().map((line) => JSON.parse(line) as unknown)).toEqual([
      {
        jsonrpc: "2.0",
        id: 12,
        error: {
          code: -32022,
          message: expect.stringContaining("2027-01-01") as string,
          data: { supported: ["2026-07-28"], requested: "2027-01-01" },
        },
      },
      {
        jsonrpc: "2.0",
        id: 13,
        error: { code: -32022, message: expect.any(String) as string, data: { supported: ["2026-07-28"], requested: "unknown" } },
      },
    ]);
  });
});
