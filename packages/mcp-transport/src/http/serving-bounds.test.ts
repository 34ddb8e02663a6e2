// The serving bounds over real sockets, with limits small enough to reach: 429 for a user past their
// share, 503 for a server past its own, Retry-After on both, 408 for headers or a body that stall, and
// a connection past the most open answered 503 before it is read.
import { connect, type Socket } from "node:net";
import { McpServer } from "@modelcontextprotocol/server";
import { afterEach, describe, expect, it } from "vitest";
import { BearerTokens } from "./bearer-tokens.js";
import { serveOverHttp, type HttpServing } from "./serve-over-http.js";
import { defaultServingLimits, type ServingLimits } from "./serving-limits.js";

const tokens = BearerTokens.parse(["ada-token-0123456789 ada", "bob-token-0123456789 bob", "cy-token-01234567890 cy"].join("\n"));
const tokenOf = { ada: "ada-token-0123456789", bob: "bob-token-0123456789", cy: "cy-token-01234567890" } as const;
type User = keyof typeof tokenOf;

let serving: HttpServing | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await serving?.close();
  serving = undefined;
});

async function serve(limits: Partial<ServingLimits>, maxBody = 2048): Promise<URL> {
  serving = await serveOverHttp({
    host: "127.0.0.1",
    port: 0,
    tokens,
    maxBody,
    limits: { ...defaultServingLimits, ...limits },
    createServer: () => new McpServer({ name: "bounds", version: "1.0.0" }),
    log: () => undefined,
  });
  return new URL(serving.url);
}

function open(url: URL): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: url.hostname, port: Number(url.port) });
    sockets.push(socket);
    socket.once("connect", () => {
      resolve(socket);
    });
    socket.once("error", reject);
  });
}

/** Everything the server sends on `socket` until it closes it. */
function untilClosed(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = "";
    socket.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
    socket.on("error", () => undefined);
    socket.once("close", () => {
      resolve(text);
    });
  });
}

function head(url: URL, user: User, lines: readonly string[]): string {
  return [`POST /mcp HTTP/1.1`, `Host: ${url.host}`, `Authorization: Bearer ${tokenOf[user]}`, ...lines, "", ""].join("\r\n");
}

/** A request of `user` that announces `declared` bytes, sends `sent` of them and stalls; resolves once the server took it in. */
async function stall(url: URL, user: User, declared: number, sent = 1): Promise<Socket> {
  const socket = await open(url);
  socket.on("error", () => undefined);
  // With Expect, Node answers 100 and calls the handler in the same turn: the request is admitted by then.
  const continued = new Promise<void>((resolve) => {
    socket.once("data", () => {
      resolve();
    });
  });
  socket.write(
    head(url, user, ["Content-Type: application/json", `Content-Length: ${String(declared)}`, "Expect: 100-continue"]),
  );
  await continued;
  socket.write("x".repeat(sent));
  return socket;
}

/** The answer's head and its body as far as Content-Length says, or the head alone (an event stream). */
function answerOn(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = "";
    const done = (): void => {
      socket.destroy();
      resolve(text);
    };
    socket.on("data", (chunk: Buffer) => {
      text += chunk.toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      if (end === -1) return;
      const length = /^content-length: (\d+)$/im.exec(text.slice(0, end))?.[1];
      if (length === undefined || Buffer.byteLength(text.slice(end + 4), "latin1") >= Number(length)) done();
    });
    socket.on("error", () => undefined);
    socket.once("close", done);
  });
}

/** One whole request: the status line's code, the Retry-After header, and the body. */
async function post(
  url: URL,
  user: User,
  body: string,
  chunked = false,
): Promise<{ status: number; retryAfter?: string; body: string }> {
  const socket = await open(url);
  const answer = answerOn(socket);
  const length = chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${String(Buffer.byteLength(body))}`;
  const payload = chunked ? `${Buffer.byteLength(body).toString(16)}\r\n${body}\r\n0\r\n\r\n` : body;
  socket.write(
    head(url, user, [
      "Content-Type: application/json",
      "Accept: application/json, text/event-stream",
      "Connection: close",
      length,
    ]),
  );
  socket.write(payload);
  const text = await answer;
  const retryAfter = /^retry-after: (\S+)$/im.exec(text)?.[1];
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]),
    ...(retryAfter === undefined ? {} : { retryAfter }),
    body: text.slice(text.indexOf("\r\n\r\n") + 4),
  };
}

const ping = JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "t", version: "1" } },
});

describe("serving bounds", () => {
  it("answers a user past their requests 429 with Retry-After, and serves another user", async () => {
    const url = await serve({ maxRequests: 2, maxUserRequests: 1 });
    await stall(url, "ada", 100);
    const refused = await post(url, "ada", ping);
    expect(refused).toMatchObject({ status: 429, retryAfter: "1" });
    expect(refused.body).toContain("this user already has 1 requests in flight, the limit (--max-user-requests)");
    expect((await post(url, "bob", ping)).status).toBe(200);
  });

  it("answers 503 with Retry-After once the server's requests are all taken", async () => {
    const url = await serve({ maxRequests: 2, maxUserRequests: 1 });
    await stall(url, "ada", 100);
    await stall(url, "bob", 100);
    const refused = await post(url, "cy", ping);
    expect(refused).toMatchObject({ status: 503, retryAfter: "1" });
    expect(refused.body).toContain("the server already has 2 requests in flight, the limit (--max-requests)");
  });

  it("holds announced body bytes within the user's share (429) and the server's (503)", async () => {
    const url = await serve({ maxInflightBytes: 4096, maxUserInflightBytes: 2048 });
    await stall(url, "ada", 2000);
    const user = await post(url, "ada", ping);
    expect(user.status).toBe(429);
    expect(user.body).toContain("(--max-user-inflight-bytes)");
    await stall(url, "bob", 2000);
    const server = await post(url, "cy", ping);
    expect(server.status).toBe(503);
    expect(server.body).toContain("(--max-inflight-bytes)");
  });

  it("counts a chunked body as it arrives: past the user's share it is refused mid-body", async () => {
    const url = await serve({ maxInflightBytes: 4096, maxUserInflightBytes: 2048 });
    await stall(url, "ada", 1500);
    const refused = await post(url, "ada", `{"jsonrpc":"2.0","id":1,"method":"ping","x":"${"y".repeat(900)}"}`, true);
    expect(refused.status).toBe(429);
    expect(refused.body).toContain("(--max-user-inflight-bytes)");
    expect((await post(url, "ada", ping, true)).status).toBe(200);
  });

  it("answers a connection past the most open 503 before reading it, and closes it, when none is left without a token", async () => {
    const url = await serve({ maxConnections: 2 });
    // Two connections past their token (a request with a known one, kept alive).
    for (let n = 0; n < 2; n += 1) {
      const socket = await open(url);
      const answered = new Promise((resolve) => socket.once("data", resolve));
      socket.write(
        `POST /mcp HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${tokenOf.ada}\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`,
      );
      await answered;
    }
    const answer = await untilClosed(await open(url));
    expect(answer).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
    expect(answer).toContain("retry-after: 1");
    expect(answer).toContain("the server already has 2 connections open, the limit (--max-connections)");
  });

  it("closes headers that stall with 408", async () => {
    const url = await serve({ headersTimeoutMs: 200, requestTimeoutMs: 400 });
    const socket = await open(url);
    const answer = untilClosed(socket);
    socket.write(`POST /mcp HTTP/1.1\r\nHost: ${url.host}\r\n`);
    expect(await answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("closes a body that stalls with 408 and gives its share back", async () => {
    const url = await serve({ headersTimeoutMs: 200, requestTimeoutMs: 400, maxRequests: 1, maxUserRequests: 1 });
    const socket = await stall(url, "ada", 100);
    expect(await untilClosed(socket)).toMatch(/^HTTP\/1\.1 408 /);
    expect((await post(url, "ada", ping)).status).toBe(200);
  });
});
