// A user at the live-run bound of `scripts/run mcp --http --max-runs-per-user N`: the next start
// is refused with HTTP 429, Retry-After (when the user's oldest run expires, from `--run-ttl`) and
// the JSON-RPC error of SESSION_LIMIT, nothing written; the user's runs still advance.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connectHttpClient, type HttpServerProcess } from "@skill-kit/mcp-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "@skill-kit/test-utils/mcp-client";
import { rawRequest, startSkillOverHttp } from "./http-server.js";

describe("the live-run bound over HTTP", () => {
  let dir: string;
  let server: HttpServerProcess;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "skill-kit-run-limits-"));
    server = await startSkillOverHttp("mcp-elicit", ["--store", `file:${dir}`, "--max-runs-per-user", "3", "--run-ttl", "1h"]);
  });
  afterAll(async () => {
    await server.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it("refuses a start past the bound with 429 and Retry-After, writes nothing, and leaves the user's runs advancing", async () => {
    const client = await connectHttpClient({ url: server.url });
    const runs = [await call(client, "start"), await call(client, "start"), await call(client, "start")];
    const sessions = () => readdirSync(dir).filter((name) => name.endsWith(".jsonl"));
    expect(sessions()).toHaveLength(3);
    const raw = await rawRequest(server.url, {
      headers: { "mcp-protocol-version": "2025-11-25" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 4, method: "tools/call", params: { name: "start", arguments: {} } }),
    });
    expect(raw.status).toBe(429);
    const retryAfter = Number(raw.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(JSON.parse(raw.body)).toMatchObject({
      jsonrpc: "2.0",
      id: 4,
      error: { code: -32052, data: { code: "SESSION_LIMIT", retryable: true } },
    });
    expect(sessions()).toHaveLength(3);
    const advance = { session: runs[0]?.["session"], step: "color", output: { color: "red" } };
    expect(await call(client, "advance", advance)).toMatchObject({ status: "prompt", step: "toppings" });
    await client.close();
  });
});
