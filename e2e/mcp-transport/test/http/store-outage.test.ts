// A database that goes away under `scripts/run mcp --http --store …`: the call gets a clear,
// retryable error within the store's bound and writes nothing; once it is back, the run goes on.
import { connectHttpClient, connectV2Client, type HttpServerProcess } from "@skill-kit/mcp-transport/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { needsServers, startPostgres, startRedis, type TestServer } from "@skill-kit/test-utils/servers";
import { call } from "@skill-kit/test-utils/mcp-client";
import { startSkillOverHttp } from "./http-server.js";

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

  it("answers a retryable error within the bound, then continues the run where it was", async () => {
    const client = await connectHttpClient({ url: server.url });
    const started = await call(client, "start");
    const advance = { session: started["session"], step: "color", output: { color: "red" } };
    await database.stop();
    // The SDK gives up on an answer after 15 s: a store that made the call hang would fail here.
    const refused = await client.client.callTool({ name: "advance", arguments: advance }, undefined, { timeout: 15_000 });
    expect(refused.isError).toBe(true);
    expect(JSON.stringify(refused.content)).toMatch(/run store .* is unavailable: .*Nothing was written; retry the call/);
    expect(refused._meta?.["skill-kit/error"]).toEqual({ code: "SESSION_STORE_UNAVAILABLE", retryable: true });
    // A 2026-07-28 client gets the same code.
    const modern = await connectV2Client({ mode: "2026-07-28", http: { url: server.url } });
    const refusedModern = await modern.client.callTool({ name: "advance", arguments: advance }, { timeout: 15_000 });
    expect(refusedModern).toMatchObject({
      isError: true,
      _meta: { "skill-kit/error": { code: "SESSION_STORE_UNAVAILABLE", retryable: true } },
    });
    await modern.close();
    await database.start();
    expect(await call(client, "advance", advance)).toMatchObject({ status: "prompt", step: "toppings" });
    await client.close();
  });
});
