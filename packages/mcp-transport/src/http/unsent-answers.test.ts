// Answers a client does not read, over real sockets with a small per-user share: their bytes count
// until taken (the user's next request is 429, another user's is served), an answer made while the
// share is already full is dropped for a 429, and a connection whose answer stands still for the
// request timeout is closed, which gives its bytes back.
import { connect, type Socket } from "node:net";
import { McpServer } from "@modelcontextprotocol/server";
import { afterEach, describe, expect, it } from "vitest";
import { BearerTokens } from "./bearer-tokens.js";
import { serveOverHttp, type HttpServing } from "./serve-over-http.js";
import { defaultServingLimits } from "./serving-limits.js";

const tokens = BearerTokens.parse("ada-token-0123456789 ada\nbob-token-0123456789 bob\n");
const tokenOf = { ada: "ada-token-0123456789", bob: "bob-token-0123456789" } as const;
/** Larger than loopback's socket buffers take, so most of it waits in the server for its client. */
const bigText = "x".repeat(32 * 1024 * 1024);

let serving: HttpServing | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await serving?.close();
  serving = undefined;
});

/**
 * A server whose tool `big` answers 32 MiB once `together` calls of it have arrived; each user may hold
 * 1 MiB. The request timeout is long unless a test is about it: a loaded machine can take a second
 * between two requests of a test.
 */
async function serve(together = 1, requestTimeoutMs = 10_000): Promise<URL> {
  let arrived = 0;
  let allIn = (): void => undefined;
  const gate = new Promise<void>((resolve) => (allIn = resolve));
  serving = await serveOverHttp({
    host: "127.0.0.1",
    port: 0,
    tokens,
    maxBody: 2048,
    limits: {
      ...defaultServingLimits,
      headersTimeoutMs: Math.min(2_000, requestTimeoutMs),
      requestTimeoutMs,
      maxUserInflightBytes: 1024 * 1024,
    },
    createServer: () => {
      const server = new McpServer({ name: "unsent", version: "1.0.0" });
      server.registerTool("big", { description: "A large answer." }, async () => {
        arrived += 1;
        if (arrived >= together) allIn();
        await gate;
        return { content: [{ type: "text", text: bigText }] };
      });
      return server;
    },
    log: () => undefined,
  });
  return new URL(serving.url);
}

const call = (id: number, method: string, params: Record<string, unknown> = {}): string =>
  JSON.stringify({ jsonrpc: "2.0", id, method, params });
const bigCall = call(1, "tools/call", { name: "big", arguments: {} });

/** Posts `body` as `user` on a new socket; resolves with the first bytes back, after which the socket reads no more. */
function unread(url: URL, user: keyof typeof tokenOf, body: string): Promise<{ socket: Socket; first: string }> {
  const socket = connect({ host: url.hostname, port: Number(url.port) });
  sockets.push(socket);
  socket.on("error", () => undefined);
  socket.write(
    [
      "POST /mcp HTTP/1.1",
      `Host: ${url.host}`,
      `Authorization: Bearer ${tokenOf[user]}`,
      "Content-Type: application/json",
      "Accept: application/json, text/event-stream",
      `Content-Length: ${String(Buffer.byteLength(body))}`,
      "",
      body,
    ].join("\r\n"),
  );
  return new Promise((resolve) => {
    socket.once("data", (chunk: Buffer) => {
      socket.pause();
      resolve({ socket, first: chunk.toString("latin1") });
    });
  });
}

/** Everything still to come on `socket`, read to its close. */
function rest(socket: Socket): Promise<number> {
  return new Promise((resolve) => {
    let bytes = 0;
    socket.on("data", (chunk: Buffer) => (bytes += chunk.length));
    socket.once("close", () => {
      resolve(bytes);
    });
    socket.resume();
  });
}

async function post(url: URL, user: keyof typeof tokenOf, body: string): Promise<{ status: number; retryAfter: string | null }> {
  const answer = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      authorization: `Bearer ${tokenOf[user]}`,
    },
    body,
  });
  await answer.arrayBuffer();
  return { status: answer.status, retryAfter: answer.headers.get("retry-after") };
}

const ping = call(2, "tools/list");

describe("answers not yet taken", () => {
  it("count against their user's share until taken: that user's next request is 429, another user's is served", async () => {
    const url = await serve();
    const { socket, first } = await unread(url, "ada", bigCall);
    expect(first).toMatch(/^HTTP\/1\.1 200 /);
    expect(await post(url, "ada", ping)).toEqual({ status: 429, retryAfter: "1" });
    expect((await post(url, "bob", ping)).status).toBe(200);
    const socketEnd = rest(socket);
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.end();
    await socketEnd;
    expect((await post(url, "ada", ping)).status).toBe(200);
  });

  it("drop a large answer made while its user's share is already full, for a 429 that says so", async () => {
    const url = await serve(2);
    // Both are admitted (nothing is held yet); their answers are made together, once both have arrived.
    const first = unread(url, "ada", bigCall);
    const second = unread(url, "ada", call(3, "tools/call", { name: "big", arguments: {} }));
    const answers = [(await first).first, (await second).first].sort();
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200 /);
    expect(answers[1]).toMatch(/^HTTP\/1\.1 429 [^]*retry-after: 1[^]*"id":3[^]*was made and dropped/i);
  });

  it("close a connection whose answer stood still for the request timeout, giving its bytes back", async () => {
    const url = await serve(1, 600);
    const { socket } = await unread(url, "ada", bigCall);
    expect((await post(url, "ada", ping)).status).toBe(429);
    // Its user is refused until the server gives up on the answer (600 ms standing still, looked for once a second).
    let status = 429;
    for (let tries = 0; status === 429 && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await post(url, "ada", ping)).status;
    }
    expect(status).toBe(200);
    // The connection was closed before the whole answer came.
    expect(await rest(socket)).toBeLessThan(Buffer.byteLength(bigText));
  });
});
