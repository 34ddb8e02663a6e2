// A database that goes away under `scripts/run mcp --http --store …`: the call gets a clear,
// retryable error within the store's bound (HTTP 503 with Retry-After, the JSON-RPC error of
// SESSION_STORE_UNAVAILABLE) and writes nothing; once it is back, the run goes on.
import { connectHttpClient, connectV2Client, type HttpServerProcess } from "@skill-kit/mcp-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { needsServers, startPostgres, startRedis, type TestServer } from "@skill-kit/test-utils/servers";
import { call } from "@skill-kit/test-utils/mcp-client";
import { rawRequest, startSkillOverHttp } from "./http-server.js";

const servers = needsServers("a run store outage over HTTP (PostgreSQL, Redis)");
const kinds = servers
  ? [
      { name: "PostgreSQL", start: startPostgres },
      { name: "Redis", start: startRedis },
    ]
  : [];

describe.each(kinds)("$name going down under an HTTP server", ({ start }) => {
  let database: TestServer;
  let server: HttpServerProcess;
  beforeAll(async () => {
    database = await start();
    server = await startSkillOverHttp("mcp-elicit", ["--store", database.url]);
  });
  afterAll(async () => {
    await server.kill();
    await database.dispose();
  });

  it("answers 503 with Retry-After and the retryable JSON-RPC error within the bound, then continues the run where it was", async () => {
    const client = await connectHttpClient({ url: server.url });
    const started = await call(client, "start");
    const advance = { session: started["session"], step: "color", output: { color: "red" } };
    await database.stop();
    // The SDK gives up on an answer after 15 s: a store that made the call hang would fail here.
    // Its client rejects a 503 with the status as `code` and the body in the message: an app can retry.
    const refused = await client.client.callTool({ name: "advance", arguments: advance }, undefined, { timeout: 15_000 }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ code: 503 });
    expect(String(refused)).toMatch(/run store .* is unavailable: .*Nothing was written; retry the call/);
    expect(String(refused)).toContain('"code":-32051');
    expect(String(refused)).toContain('"data":{"code":"SESSION_STORE_UNAVAILABLE","retryable":true}');
    // What any HTTP client sees: the status, Retry-After, and the JSON-RPC error with the request's id.
    const raw = await rawRequest(server.url, {
      headers: { "mcp-protocol-version": "2025-11-25" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 9, method: "tools/call", params: { name: "advance", arguments: advance } }),
    });
    expect(raw.status).toBe(503);
    expect(raw.headers["retry-after"]).toBe("1");
    expect(JSON.parse(raw.body)).toMatchObject({
      jsonrpc: "2.0",
      id: 9,
      error: { code: -32051, data: { code: "SESSION_STORE_UNAVAILABLE", retryable: true } },
    });
    // A 2026-07-28 client gets the same status.
    const modern = await connectV2Client({ mode: "2026-07-28", http: { url: server.url } });
    const refusedModern = await modern.client.callTool({ name: "advance", arguments: advance }, { timeout: 15_000 }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusedModern).toMatchObject({ status: 503 });
    expect(String(refusedModern)).toContain('"code":-32051');
    await modern.close();
    await database.start();
    expect(await call(client, "advance", advance)).toMatchObject({ status: "prompt", step: "toppings" });
    await client.close();
  });
});
