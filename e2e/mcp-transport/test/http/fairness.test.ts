// Fairness between the users of a built skill's `scripts/run mcp --http` (issue 40), through its own
// flags: a 60,000-key `_meta` refused 400 in both eras while ada is served; connections with no token
// held to `--max-address-pending` per address; bob past `--max-user-rate` answered 429 with
// Retry-After while ada is not. (The bounds at their defaults, with 1,100 slow sockets:
// packages/mcp-transport/src/http/fairness.test.ts.)
import { connect, type Socket } from "node:net";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { connectHttpClient, type HttpServerProcess } from "@skill-kit/mcp-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "@skill-kit/test-utils/run-cli";
import { sessionsIn } from "@skill-kit/test-utils/mcp-client";
import { rawRequest, startSkillOverHttp } from "./http-server.js";

const sandbox = tempDir("skill-kit-http-fairness-");
const tokens = join(sandbox.dir, "tokens.txt");
const ada = "ada-token-0123456789";
const bob = "bob-token-0123456789";
writeFileSync(tokens, `${ada} ada\n${bob} bob\n`, { mode: 0o600 });
let server: HttpServerProcess;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startSkillOverHttp("mcp-elicit", [
    "--session-dir",
    sessionsIn(sandbox.dir),
    "--tokens",
    tokens,
    "--max-user-rate",
    "20",
    "--max-address-pending",
    "3",
  ]);
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await server.kill();
  sandbox.remove();
});

const ping = (token: string, headers: Record<string, string> = {}, body = '{"jsonrpc":"2.0","id":1,"method":"ping"}') =>
  rawRequest(server.url, { headers: { authorization: `Bearer ${token}`, ...headers }, body });

function hugeMeta(modern: boolean): string {
  const meta: Record<string, unknown> = modern ? { "io.modelcontextprotocol/protocolVersion": "2026-07-28" } : {};
  for (let n = 0; n < 60_000; n += 1) meta[`k${String(n)}`] = n;
  return JSON.stringify({ jsonrpc: "2.0", id: 5, method: "tools/list", params: { _meta: meta } });
}

/** Resolves with what the server wrote on a socket from 127.0.0.2 that sends half a request's headers and no token. */
function slowSocket(url: URL): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port), localAddress: "127.0.0.2" });
    sockets.push(socket);
    let text = "";
    socket.once("connect", () => socket.write(`POST /mcp HTTP/1.1\r\nHost: ${url.host}\r\n`));
    socket.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
    socket.once("close", () => {
      resolve(text);
    });
    socket.once("error", () => undefined);
  });
}

describe("fair serving through the built skill's flags", () => {
  it("refuses a 60,000-key _meta 400 in both eras and serves ada meanwhile", async () => {
    const client = await connectHttpClient({ url: server.url, token: ada });
    const [legacy, modern, listed] = await Promise.all([
      ping(bob, {}, hugeMeta(false)),
      ping(bob, { "mcp-protocol-version": "2026-07-28" }, hugeMeta(true)),
      client.client.listTools(),
    ]);
    for (const answer of [legacy, modern]) {
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ error: { code: -32600 } });
      expect(answer.body).toContain('an object in \\"_meta\\" has more than 64 keys, the limit');
    }
    expect(listed.tools.map((tool) => tool.name)).toContain("advance");
    await client.close();
  });

  it("holds connections with no token to --max-address-pending per address, and ada is served", async () => {
    const url = new URL(server.url);
    const answers = [slowSocket(url), slowSocket(url), slowSocket(url), slowSocket(url)];
    const refused = await Promise.race(answers);
    expect(refused).toMatch(/^HTTP\/1\.1 429 Too Many Requests\r\n/);
    expect(refused).toContain("(--max-address-pending)");
    expect((await ping(ada)).status).toBe(200);
  });

  it("answers bob past --max-user-rate 429 with Retry-After, and not ada", async () => {
    // Three at a time, as many as --max-address-pending lets one address open before its token is
    // read: 40 at once could be refused for pending connections instead, on a loaded machine.
    const bobs: Awaited<ReturnType<typeof ping>>[] = [];
    await Promise.all(
      Array.from({ length: 3 }, async () => {
        while (bobs.length < 40) bobs.push(await ping(bob));
      }),
    );
    const refused = bobs.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]?.headers["retry-after"]).toBe("1");
    expect(refused[0]?.body).toContain("(--max-user-rate)");
    const adas = await Promise.all(Array.from({ length: 5 }, () => ping(ada)));
    expect(adas.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
  });
});
