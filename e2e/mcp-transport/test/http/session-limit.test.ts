// A user at the store's live-run bound (`--max-runs-per-user`): the next `start` over HTTP is
// answered 429 with Retry-After and the JSON-RPC error of SESSION_LIMIT, while another user starts.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { connectHttpClient, type HttpServerProcess } from "@skill-kit/mcp-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "@skill-kit/test-utils/run-cli";
import { call, sessionsIn } from "@skill-kit/test-utils/mcp-client";
import { rawRequest, startSkillOverHttp } from "./http-server.js";

const sandbox = tempDir("skill-kit-http-limit-");
const tokens = join(sandbox.dir, "tokens.txt");
const ada = "ada-token-0123456789";
const bob = "bob-token-0123456789";
writeFileSync(tokens, `${ada} ada\n${bob} bob\n`, { mode: 0o600 });
let server: HttpServerProcess;

beforeAll(async () => {
  server = await startSkillOverHttp("mcp-elicit", [
    "--session-dir",
    sessionsIn(sandbox.dir),
    "--tokens",
    tokens,
    "--max-runs-per-user",
    "1",
  ]);
});
afterAll(async () => {
  await server.kill();
  sandbox.remove();
});

describe("SESSION_LIMIT over HTTP", () => {
  it("is 429 with Retry-After and the JSON-RPC error -32052 for the user at the bound, and not for another", async () => {
    const bobClient = await connectHttpClient({ url: server.url, token: bob });
    expect(await call(bobClient, "start")).toHaveProperty("session");
    const refused = await bobClient.client.callTool({ name: "start", arguments: {} }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ code: 429 });
    expect(String(refused)).toContain('"code":-32052');
    const raw = await rawRequest(server.url, {
      headers: { authorization: `Bearer ${bob}`, "mcp-protocol-version": "2025-11-25" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 3, method: "tools/call", params: { name: "start", arguments: {} } }),
    });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(raw.body)).toMatchObject({
      id: 3,
      error: { code: -32052, data: { code: "SESSION_LIMIT", retryable: true } },
    });
    const adaClient = await connectHttpClient({ url: server.url, token: ada });
    expect(await call(adaClient, "start")).toHaveProperty("session");
    await adaClient.close();
    await bobClient.close();
  });
});
