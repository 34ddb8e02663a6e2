// skill-kit-mcp over stdio with `--store redis://…`: a Redis outage (retry the same call later) and a
// corrupt run (start again) told apart by standard fields alone, as a skill's own server tells them:
// the outage is a JSON-RPC error of its documented code, the corrupt run an `isError` result.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { connectStdioClient, type StdioClient } from "@skill-kit/mcp-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { needsServers, redisCommand, startRedis, type TestServer } from "@skill-kit/test-utils/servers";
import { serverBin } from "./fixture.js";

const servers = needsServers("skill-kit-mcp: a store outage against a corrupt run (Redis)");
const root = mkdtempSync(join(tmpdir(), "skill-kit-mcp-retryable-"));
let redis: TestServer | undefined;
let server: StdioClient | undefined;

beforeAll(async () => {
  if (!servers) return;
  const cli = fileURLToPath(new URL("../../cli/dist/bin.js", import.meta.url));
  const g2k = fileURLToPath(new URL("../../../tooling/test-utils/fixtures/g2k.ts", import.meta.url));
  mkdirSync(join(root, "skills"));
  const build = spawnSync(
    process.execPath,
    [cli, "build", g2k, "-o", join(root, "skills", "g2k"), "--no-typecheck", "--with", "stores"],
    { encoding: "utf8" },
  );
  if (build.status !== 0) throw new Error(build.stderr);
  redis = await startRedis();
  server = await connectStdioClient({
    command: process.execPath,
    args: [serverBin, "--skills", join(root, "skills"), "--store", redis.url],
  });
});
afterAll(async () => {
  await server?.close();
  await redis?.dispose();
  rmSync(root, { recursive: true, force: true });
});

describe.runIf(servers)("skill-kit-mcp --store over stdio", () => {
  it("answers a Redis outage with a JSON-RPC error of a retryable code, and a corrupt run with an isError result", async () => {
    if (server === undefined || redis === undefined) throw new Error("the server did not start");
    const client = server;
    const start = async (): Promise<string> => {
      const started = await client.callTool("start", { skill: "get-to-know-you" });
      expect(started.isError, JSON.stringify(started.content)).not.toBe(true);
      return String(started.structuredContent?.["session"]);
    };
    const advance = (session: string) => ({ skill: "get-to-know-you", session, step: "greet", output: { name: "Ada" } });
    const healthy = await start();
    const broken = await start();
    // Two lines that are not JSON after the run's own: a line before the last is not JSON.
    expect(await redisCommand(redis.url, ["RPUSH", `skill-kit:run:${broken}:lines`, "{not json", "{nor this"])).toMatch(/^:\d+$/);
    const corrupt = await client.callTool("advance", advance(broken));
    expect(corrupt).toMatchObject({ isError: true, _meta: { "skill-kit/error": { code: "SESSION_CORRUPT", retryable: false } } });

    await redis.stop();
    const refused = await client.callTool("advance", advance(healthy)).then(
      (result) => result,
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({
      code: -32051,
      message: expect.stringMatching(/unavailable/) as string,
      data: { code: "SESSION_STORE_UNAVAILABLE", retryable: true },
    });
    await redis.start();
    const resumed = await client.callTool("advance", advance(healthy));
    expect(resumed.structuredContent).toMatchObject({ status: "prompt", step: "ask-role" });
  });
});
