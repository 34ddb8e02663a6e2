// Which requests the HTTP server answers directly: a plain `tools/call` of a 2025-era client that
// takes no questions, with headers the SDK's transport takes as they are; the SDK gets the rest.
import { createServer, IncomingMessage } from "node:http";
import { Socket } from "node:net";
import type { CallToolResult } from "@modelcontextprotocol/server";
import { describe, expect, it } from "vitest";
import type { DirectCall } from "../stdio/direct-call.js";
import { Admission, isRefusal } from "./admission.js";
import { isLegacy } from "./classify-era.js";
import { directAnswer, sendDirectAnswer } from "./legacy-direct-advance.js";
import { defaultServingLimits } from "./serving-limits.js";

function request(headers: Record<string, string>): IncomingMessage {
  const req = new IncomingMessage(new Socket());
  req.headers = { accept: "application/json, text/event-stream", "content-type": "application/json", ...headers };
  return req;
}

const result: CallToolResult = { content: [{ type: "text", text: "ok" }] };
const calls: unknown[] = [];
const advance: DirectCall = (name, args) => {
  calls.push([name, args]);
  return name === "advance" ? Promise.resolve(result) : undefined;
};
/** The caller's direct calls: asked for only once a request qualifies. */
const directCall = (): DirectCall => {
  calls.push("asked");
  return advance;
};
const message = { jsonrpc: "2.0", id: 5, method: "tools/call", params: { name: "advance", arguments: { a: 1 } } };
const client = { protocolVersion: "2025-11-25" };

describe("directAnswer", () => {
  it("answers a plain call with the SDK's event stream", async () => {
    const answer = directAnswer({ req: request({}), message, client, directCall });
    expect(await answer).toBe(`event: message\ndata: {"result":${JSON.stringify(result)},"jsonrpc":"2.0","id":5}\n\n`);
  });

  it("leaves to the SDK a client that takes questions, an unknown client and anything but a plain call", () => {
    calls.length = 0;
    const cases = [
      { req: request({}), message, client: { ...client, elicitation: {} }, directCall },
      { req: request({}), message, client: undefined, directCall },
      { req: request({}), message, client, directCall: () => undefined },
      { req: request({}), message: { ...message, method: "tools/list" }, client, directCall },
      { req: request({}), message: { ...message, params: { ...message.params, _meta: {} } }, client, directCall },
      { req: request({}), message: { ...message, id: null }, client, directCall },
    ];
    for (const input of cases) expect(directAnswer(input)).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it("leaves to the SDK headers it would refuse or read otherwise", () => {
    calls.length = 0;
    for (const headers of [
      { accept: "application/json" },
      { accept: "text/event-stream" },
      { "content-type": "text/plain" },
      { "mcp-protocol-version": "1999-01-01" },
      { "mcp-protocol-version": "2025-06-18" },
    ])
      expect(directAnswer({ req: request(headers), message, client, directCall })).toBeUndefined();
    expect(calls).toEqual([]);
    expect(directAnswer({ req: request({ "mcp-protocol-version": "2025-11-25" }), message, client, directCall })).toBeDefined();
  });
});

describe("isLegacy", () => {
  it("tells the eras apart as the SDK does: by the body's 2026-07-28 envelope", () => {
    expect(isLegacy(request({}), message)).toBe(true);
    const envelope = { "io.modelcontextprotocol/protocolVersion": "2026-07-28" };
    expect(
      isLegacy(request({ "mcp-protocol-version": "2026-07-28" }), { ...message, params: { ...message.params, _meta: envelope } }),
    ).toBe(false);
  });
});

describe("sendDirectAnswer", () => {
  it("writes keep-alive comments while the answer is made, as the SDK's transport does, then the event", async () => {
    let finish: (body: string) => void = () => undefined;
    const answer = new Promise<string>((resolve) => (finish = resolve));
    const server = createServer((_req, res) => {
      const entry = new Admission(defaultServingLimits).enter("u");
      if (isRefusal(entry)) throw new Error(entry.message);
      void sendDirectAnswer(res, answer, { bounds: { ticket: entry, stallMs: 5_000 }, everyMs: 20 });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      const response = await fetch(`http://127.0.0.1:${String(port)}/`);
      expect(response.headers.get("content-type")).toBe("text/event-stream");
      setTimeout(() => {
        finish("event: message\ndata: {}\n\n");
      }, 70);
      const body = await response.text();
      expect(body).toMatch(/^(: keepalive\n\n){2,}event: message\ndata: \{\}\n\n$/);
    } finally {
      server.close();
    }
  });
});
