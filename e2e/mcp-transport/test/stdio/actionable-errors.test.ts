// Errors a client can act on, over a built skill's stdio server (issue 40, item 5): a run store
// outage (retry later) and a corrupt run (start again) told apart by standard fields alone (a
// JSON-RPC error of a documented code against an `isError` result); an unknown session answered in
// the shape skill-kit-mcp gives too; and the protocol revision checked on every request, not only
// the first.
import { spawn } from "node:child_process";
import { connectStdioClient, connectV2Client, type StdioClient } from "@skill-kit/mcp-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RawChannel, type RawReply } from "@skill-kit/test-utils/reliability/mcp-raw";
import { tempDir } from "@skill-kit/test-utils/run-cli";
import { call, serverCommand, sessionsIn } from "@skill-kit/test-utils/mcp-client";
import { needsServers, redisCommand, startRedis, type TestServer } from "@skill-kit/test-utils/servers";

const servers = needsServers("store outage against a corrupt run over stdio (Redis)");

/** What a client that reads only JSON-RPC and MCP's standard fields makes of a call's answer. */
async function standardly(
  server: StdioClient,
  args: Record<string, unknown>,
): Promise<{ readonly rpcError?: number; readonly isError?: boolean }> {
  try {
    const result = await server.client.callTool({ name: "advance", arguments: args }, undefined, { timeout: 15_000 });
    return { isError: result.isError === true };
  } catch (error) {
    const code: unknown = typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
    if (typeof code !== "number") throw error;
    return { rpcError: code };
  }
}

describe.runIf(servers)("a Redis outage and a corrupt run over a built skill's stdio server", () => {
  let redis: TestServer;
  let server: StdioClient;
  beforeAll(async () => {
    redis = await startRedis();
    server = await connectStdioClient(serverCommand("mcp-elicit", ["--store", redis.url], ["stores"]));
  });
  afterAll(async () => {
    await server.close();
    await redis.dispose();
  });

  it("are told apart by standard fields: a JSON-RPC error of a retryable code against an isError result", async () => {
    const healthy = await call(server, "start");
    const broken = await call(server, "start");
    const advance = (session: unknown) => ({ session, step: "color", output: { color: "red" } });
    // Two lines that are not JSON after the run's own: a line before the last is not JSON.
    const lines = `skill-kit:run:${String(broken["session"])}:lines`;
    expect(await redisCommand(redis.url, ["RPUSH", lines, "{not json", "{nor this"])).toMatch(/^:\d+$/);
    const corrupt = await standardly(server, advance(broken["session"]));
    expect(corrupt).toEqual({ isError: true });

    // A 2026-07-28 client on its own connection, made while the store is up.
    const modern = await connectV2Client({
      mode: "2026-07-28",
      stdio: serverCommand("mcp-elicit", ["--store", redis.url], ["stores"]),
    });
    await redis.stop();
    const outage = await standardly(server, advance(healthy["session"]));
    expect(outage).toEqual({ rpcError: -32051 });
    // The same call in full: the message says what happened, `data` the code and that it may be retried.
    const refused = await server.client
      .callTool({ name: "advance", arguments: advance(healthy["session"]) }, undefined, { timeout: 15_000 })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(refused).toMatchObject({
      code: -32051,
      message: expect.stringMatching(/run store .* is unavailable: .*Nothing was written; retry the call/) as string,
      data: { code: "SESSION_STORE_UNAVAILABLE", retryable: true },
    });
    // The same error in the 2026-07-28 revision.
    const refusedModern = await modern.client
      .callTool({ name: "advance", arguments: advance(healthy["session"]) }, { timeout: 15_000 })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(refusedModern).toMatchObject({ code: -32051, data: { code: "SESSION_STORE_UNAVAILABLE", retryable: true } });
    await modern.close();
    await redis.start();
    // Retried once the store is back: the run goes on where it was; the corrupt one still cannot.
    expect(await call(server, "advance", advance(healthy["session"]))).toMatchObject({ status: "prompt", step: "toppings" });
    const again = await server.callTool("advance", advance(broken["session"]));
    expect(again).toMatchObject({
      isError: true,
      _meta: { "skill-kit/error": { code: "SESSION_CORRUPT", retryable: false } },
    });
  });
});

describe("an unknown session over a built skill's stdio server", () => {
  const sandbox = tempDir("skill-kit-mcp-unknown-");
  afterAll(() => {
    sandbox.remove();
  });

  it("is a status error result that says to call start, with SESSION_NOT_FOUND in _meta", async () => {
    const server = await connectStdioClient(serverCommand("g2k", ["--session-dir", sessionsIn(sandbox.dir)]));
    const session = "0123456789abcdef0123456789abcdef";
    const result = await server.callTool("advance", { session, step: "greet", output: {} });
    await server.close();
    const expected = {
      session,
      status: "error",
      step: "",
      message: `Unknown session "${session}": it does not exist (or was cleaned up). Call start to begin a new session.`,
      retry: false,
    };
    expect(result).toEqual({
      _meta: { "skill-kit/error": { code: "SESSION_NOT_FOUND", retryable: false } },
      content: [{ type: "text", text: JSON.stringify(expected) }],
      structuredContent: expected,
    });
  });
});

describe("the protocol revision of every stdio request", () => {
  const sandbox = tempDir("skill-kit-mcp-revisions-");
  afterAll(() => {
    sandbox.remove();
  });
  const claiming = (version: string) => ({
    _meta: {
      "io.modelcontextprotocol/protocolVersion": version,
      "io.modelcontextprotocol/clientCapabilities": {},
      "io.modelcontextprotocol/clientInfo": { name: "raw-test", version: "1" },
    },
  });
  const refusal = {
    code: -32022,
    message: expect.stringContaining("2027-01-01") as string,
    data: { supported: ["2026-07-28"], requested: "2027-01-01" },
  };

  it("is refused on a later request of a 2025-era connection with the error a first request gets", async () => {
    const raw = await RawChannel.open("g2k", sessionsIn(sandbox.dir));
    try {
      expect(await raw.request("tools/list", {})).toMatchObject({ result: { tools: expect.any(Array) as unknown[] } });
      expect(await raw.request("tools/list", claiming("2027-01-01"))).toMatchObject({ error: refusal });
      // The connection goes on.
      expect(await raw.request("tools/list", {})).toMatchObject({ result: { tools: expect.any(Array) as unknown[] } });
    } finally {
      await raw.close();
    }
  });

  it("is refused on a later request of a 2026-07-28 connection, as on its first", async () => {
    const { command, args } = serverCommand("g2k", ["--session-dir", sessionsIn(sandbox.dir)]);
    const child = spawn(command, args, { stdio: ["pipe", "pipe", "pipe"] });
    const replies = new Map<unknown, RawReply>();
    let pending = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      pending += chunk;
      for (let end = pending.indexOf("\n"); end >= 0; end = pending.indexOf("\n")) {
        const reply = JSON.parse(pending.slice(0, end)) as RawReply;
        pending = pending.slice(end + 1);
        replies.set(reply["id"], reply);
      }
    });
    const ask = async (id: number, version: string): Promise<RawReply | undefined> => {
      child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", id, method: "tools/list", params: claiming(version) })}\n`);
      for (let turn = 0; turn < 1000 && !replies.has(id); turn += 1) await new Promise((resolve) => setTimeout(resolve, 10));
      return replies.get(id);
    };
    try {
      const first = await ask(1, "2027-01-01");
      expect(first).toMatchObject({ error: refusal });
      expect(await ask(2, "2026-07-28")).toMatchObject({
        result: { resultType: "complete", tools: expect.any(Array) as unknown[] },
      });
      const later = await ask(3, "2027-01-01");
      expect(later?.["error"]).toEqual(first?.["error"]);
      expect(await ask(4, "2026-07-28")).toMatchObject({ result: { resultType: "complete" } });
    } finally {
      child.stdin.end();
      child.kill();
    }
  });
});
