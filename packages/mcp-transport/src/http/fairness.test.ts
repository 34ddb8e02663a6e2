// Fairness between users of one HTTP server (issue 40): a `_meta` built to be costly is refused
// before it is parsed, in both eras; slow sockets that never send a token cannot keep a token holder
// out; a user past the request rate gets 429 with Retry-After and nobody else does; and a retryable
// failure of a tool call is answered with its HTTP status (429, 503 with Retry-After).
import { connect, type Socket } from "node:net";
import { McpServer } from "@modelcontextprotocol/server";
import { StreamableHTTPError } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { connectHttpClient, connectV2Client } from "@skill-kit/mcp-testing";
import { afterEach, describe, expect, it } from "vitest";
import { codedFailure } from "../coded-failure.js";
import { toolFailure } from "../run-result.js";
import { BearerTokens } from "./bearer-tokens.js";
import { serveOverHttp, type HttpServing } from "./serve-over-http.js";
import { defaultServingLimits, type ServingLimits } from "./serving-limits.js";

const tokens = BearerTokens.parse(["ada-token-0123456789 ada", "bob-token-0123456789 bob"].join("\n"));
const ada = "ada-token-0123456789";
const bob = "bob-token-0123456789";

let serving: HttpServing | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await serving?.close();
  serving = undefined;
});

async function serve(limits: Partial<ServingLimits> = {}): Promise<string> {
  serving = await serveOverHttp({
    host: "127.0.0.1",
    port: 0,
    tokens,
    maxBody: 1024 * 1024,
    limits: { ...defaultServingLimits, ...limits },
    createServer: () => {
      const server = new McpServer({ name: "fair", version: "1.0.0" });
      server.registerTool("echo", { description: "Answers ok." }, () => ({ content: [{ type: "text", text: "ok" }] }));
      server.registerTool("full", { description: "Too many live runs." }, () =>
        toolFailure("Too many live runs for this user", codedFailure("SESSION_LIMIT", 2500)),
      );
      server.registerTool("away", { description: "The store is away." }, () =>
        toolFailure(
          "The run store is unavailable; nothing was written; retry the call",
          codedFailure("SESSION_STORE_UNAVAILABLE"),
        ),
      );
      server.registerTool("corrupt", { description: "A corrupt run." }, () =>
        toolFailure("The run is corrupt", codedFailure("SESSION_CORRUPT")),
      );
      return server;
    },
    log: () => undefined,
  });
  return serving.url;
}

const sseHeaders = { "content-type": "application/json", accept: "application/json, text/event-stream" };

function post(url: string, token: string, body: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: "POST", headers: { ...sseHeaders, authorization: `Bearer ${token}`, ...headers }, body });
}

/** A `tools/list` whose `_meta` has `keys` keys (60,000: 877 KB, under the 1 MiB body limit). */
function hugeMeta(keys: number, modern: boolean): string {
  const meta: Record<string, unknown> = modern
    ? { "io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {} }
    : {};
  for (let n = 0; n < keys; n += 1) meta[`k${String(n)}`] = n;
  return JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: { _meta: meta } });
}

describe("a costly _meta", () => {
  it("is refused 400 before parsing, in both eras, while another user's calls all succeed", async () => {
    const url = await serve();
    const legacy = hugeMeta(60_000, false);
    const modern = hugeMeta(60_000, true);
    expect(Buffer.byteLength(legacy)).toBeLessThan(1024 * 1024);
    const client = await connectHttpClient({ url, token: ada });
    const flood = async (): Promise<Array<{ status: number; text: string }>> => {
      const answers: Array<{ status: number; text: string }> = [];
      for (let round = 0; round < 4; round += 1) {
        const sent = await Promise.all(
          Array.from({ length: 8 }, (_, n) =>
            n % 2 === 0 ? post(url, bob, legacy) : post(url, bob, modern, { "mcp-protocol-version": "2026-07-28" }),
          ),
        );
        for (const response of sent) answers.push({ status: response.status, text: await response.text() });
      }
      return answers;
    };
    const calls = async (): Promise<number> => {
      let served = 0;
      for (let n = 0; n < 20; n += 1) if ((await client.client.listTools()).tools.length === 4) served += 1;
      return served;
    };
    const [refused, served] = await Promise.all([flood(), calls()]);
    expect(served).toBe(20);
    expect(refused).toHaveLength(32);
    for (const answer of refused) {
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.text)).toMatchObject({ id: null, error: { code: -32600 } });
      expect(answer.text).toContain('an object in \\"_meta\\" has more than 64 keys, the limit');
    }
    await client.close();
  });

  it("names the bound a deep or large _meta passes, and takes what real clients send", async () => {
    const url = await serve();
    let deep: unknown = {};
    for (let n = 0; n < 9; n += 1) deep = { d: deep };
    const tooDeep = await post(
      url,
      ada,
      JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/list", params: { _meta: deep } }),
    );
    expect(tooDeep.status).toBe(400);
    expect(await tooDeep.text()).toContain('\\"_meta\\" nests more than 8 levels deep');
    const large = await post(
      url,
      ada,
      JSON.stringify({ jsonrpc: "2.0", id: 3, method: "tools/list", params: { _meta: { note: "x".repeat(20_000) } } }),
    );
    expect(large.status).toBe(400);
    expect(await large.text()).toContain('\\"_meta\\" is larger than 16384 bytes');
    // The escaped spelling of the key is caught once parsed.
    const keys = Object.fromEntries(Array.from({ length: 65 }, (_, n) => [`k${String(n)}`, n]));
    const escaped = JSON.stringify({ jsonrpc: "2.0", id: 4, method: "tools/list", params: { _meta: keys } }).replace(
      '"_meta"',
      '"\\u005fmeta"',
    );
    const sneaked = await post(url, ada, escaped);
    expect(sneaked.status).toBe(400);
    expect(await sneaked.json()).toMatchObject({ id: 4, error: { code: -32600 } });
    // A real 2026-07-28 client (protocol version, capabilities, client info in `_meta`) is served.
    const modern = await connectV2Client({ mode: "2026-07-28", http: { url, token: ada } });
    expect((await modern.client.listTools()).tools).toHaveLength(4);
    await modern.close();
  });
});

function slowSocket(url: URL): Promise<Socket | undefined> {
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port), localAddress: "127.0.0.2" });
    sockets.push(socket);
    socket.once("connect", () => {
      // Headers begun and never finished, no token.
      socket.write(`POST /mcp HTTP/1.1\r\nHost: ${url.host}\r\n`);
      resolve(socket);
    });
    socket.once("error", () => {
      resolve(undefined);
    });
  });
}

describe("slow sockets before any token", () => {
  it("1,100 from one address leave a token holder on another address served on every call", async () => {
    const url = new URL(await serve());
    const first = await Promise.all(Array.from({ length: 1100 }, () => slowSocket(url)));
    const answers: string[] = [];
    for (const socket of first) socket?.on("data", (chunk: Buffer) => answers.push(chunk.toString("latin1")));
    // Each one closed is opened again while ada calls (bounded: 200 reopenings).
    let reopened = 0;
    const reopen = (socket: Socket | undefined): void => {
      socket?.once("close", () => {
        if (reopened >= 200) return;
        reopened += 1;
        void slowSocket(url).then(reopen);
      });
    };
    for (const socket of first) reopen(socket);
    const client = await connectHttpClient({ url: url.href, token: ada });
    let served = 0;
    for (let n = 0; n < 30; n += 1) if ((await client.client.listTools()).tools.length === 4) served += 1;
    expect(served).toBe(30);
    expect(answers.some((answer) => answer.startsWith("HTTP/1.1 429 Too Many Requests"))).toBe(true);
    expect(answers.join("")).toContain("(--max-address-pending)");
    await client.close();
  });

  it("past the most connections, closes the oldest that sent no token rather than refuse a new one", async () => {
    const url = new URL(await serve({ maxConnections: 4 }));
    const slow = await Promise.all(Array.from({ length: 4 }, () => slowSocket(url)));
    const closed = new Promise<string>((resolve) => {
      let text = "";
      slow[0]?.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
      slow[0]?.once("close", () => {
        resolve(text);
      });
    });
    const client = await connectHttpClient({ url: url.href, token: ada });
    expect((await client.client.listTools()).tools).toHaveLength(4);
    expect(await closed).toContain("closed this one, which had sent no request with a known token yet, to make room");
    await client.close();
  });
});

describe("the request rate of one user", () => {
  it("answers the flooding user 429 with Retry-After, and nobody else", async () => {
    const url = await serve({ maxUserRate: 10 });
    const list = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" });
    // 60 at once: at 10 a second, at least 10 are refused unless sending them took 5 s.
    const bobs = await Promise.all(Array.from({ length: 60 }, () => post(url, bob, list)));
    const statuses = bobs.map((response) => response.status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(10);
    const refused = bobs.find((response) => response.status === 429);
    expect(refused?.headers.get("retry-after")).toBe("1");
    expect(await refused?.text()).toContain("(--max-user-rate)");
    const adas = await Promise.all(Array.from({ length: 8 }, () => post(url, ada, list)));
    expect(adas.map((response) => response.status)).toEqual(Array.from({ length: 8 }, () => 200));
  });
});

describe("a retryable failure of a tool call", () => {
  it("is 429 or 503 with Retry-After and the JSON-RPC error, in both eras; a corrupt run stays a result", async () => {
    const url = await serve();
    const client = await connectHttpClient({ url, token: ada });
    const limit = await client.client.callTool({ name: "full" }).catch((error: unknown) => error);
    expect(limit).toBeInstanceOf(StreamableHTTPError);
    expect(limit).toMatchObject({ code: 429 });
    const away = await client.client.callTool({ name: "away" }).catch((error: unknown) => error);
    expect(away).toMatchObject({ code: 503 });
    expect(String(away)).toContain('"code":-32051');
    expect(await client.client.callTool({ name: "corrupt" })).toMatchObject({
      isError: true,
      _meta: { "skill-kit/error": { code: "SESSION_CORRUPT", retryable: false } },
    });
    await client.close();
    const call = (name: string, id: number): string =>
      JSON.stringify({ jsonrpc: "2.0", id, method: "tools/call", params: { name, arguments: {} } });
    const initialize = await post(
      url,
      ada,
      JSON.stringify({
        jsonrpc: "2.0",
        id: 0,
        method: "initialize",
        params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "raw", version: "1" } },
      }),
    );
    const session = { "mcp-session-id": initialize.headers.get("mcp-session-id") ?? "", "mcp-protocol-version": "2025-11-25" };
    const full = await post(url, ada, call("full", 7), session);
    expect(full.status).toBe(429);
    expect(full.headers.get("retry-after")).toBe("3");
    expect(await full.json()).toEqual({
      jsonrpc: "2.0",
      id: 7,
      error: {
        code: -32052,
        message: "Too many live runs for this user",
        data: { code: "SESSION_LIMIT", retryable: true, retryAfterMs: 2500 },
      },
    });
    const modern = await connectV2Client({ mode: "2026-07-28", http: { url, token: ada } });
    const modernAway = await modern.client.callTool({ name: "away", arguments: {} }).catch((error: unknown) => error);
    expect(modernAway).toMatchObject({ status: 503 });
    expect(String(modernAway)).toContain('"code":-32051');
    await modern.close();
  });
});
