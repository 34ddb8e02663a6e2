// `skill-kit-mcp --http --store redis://…`: workflow runs in Redis, each bound to the token's user
// through `scripts/run --owner`, so another user's advance finds no such run, and each user's live
// runs bounded and expiring (`--max-runs-per-user`, `--run-ttl`, passed on to `scripts/run`). The
// workflow is built `--with stores`: its scripts/run opens the store (a default build leaves the
// drivers out).
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { openRunStore } from "@skill-kit/run-stores";
import { connectHttpClient, startHttpServer, type HttpServerProcess } from "@skill-kit/mcp-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { needsServers, redisCommand, startRedis, type TestServer } from "@skill-kit/test-utils/servers";
import { serverBin } from "./fixture.js";

const servers = needsServers("skill-kit-mcp --store (Redis)");
const root = mkdtempSync(join(tmpdir(), "skill-kit-mcp-store-"));
const tokens = join(root, "tokens");
const ada = "ada-token-0123456789";
const bob = "bob-token-0123456789";
let redis: TestServer | undefined;
let server: HttpServerProcess | undefined;

beforeAll(async () => {
  if (!servers) return;
  const cli = fileURLToPath(new URL("../../cli/dist/bin.js", import.meta.url));
  const g2k = fileURLToPath(new URL("../../../tooling/test-utils/fixtures/g2k.ts", import.meta.url));
  mkdirSync(join(root, "skills"));
  const build = spawnSync(
    process.execPath,
    [cli, "build", g2k, "-o", join(root, "skills", "g2k"), "--no-typecheck", "--with", "stores"],
    {
      encoding: "utf8",
    },
  );
  if (build.status !== 0) throw new Error(build.stderr);
  writeFileSync(tokens, `${ada} ada\n${bob} bob\n`, { mode: 0o600 });
  redis = await startRedis();
  const { url } = redis;
  const args = [serverBin, "--skills", join(root, "skills"), "--store", url, "--http", "--port", "0", "--tokens", tokens];
  args.push("--max-runs-per-user", "2", "--run-ttl", "1h");
  server = await startHttpServer({ command: process.execPath, args });
});
afterAll(async () => {
  await server?.kill();
  await redis?.dispose();
  rmSync(root, { recursive: true, force: true });
});

describe.runIf(servers)("skill-kit-mcp --http --store", () => {
  it("keeps workflow runs in the store, reachable by the user that started them only", async () => {
    if (server === undefined || redis === undefined) throw new Error("the server did not start");
    const asAda = await connectHttpClient({ url: server.url, token: ada });
    const asBob = await connectHttpClient({ url: server.url, token: bob });
    const first = await asAda.callTool("start", { skill: "get-to-know-you", params: { greeting: "Hi" } });
    expect(first.isError, JSON.stringify(first.content)).not.toBe(true);
    const session = String(first.structuredContent?.["session"]);
    const store = await openRunStore(redis.url);
    expect((await store.read(session, "ada")).run.header.owner).toBe("ada");
    await store.close();
    const advance = { skill: "get-to-know-you", session, step: "greet", output: { name: "Ada" } };
    const refused = await asBob.callTool("advance", advance);
    // Another user's run is unknown to Bob, answered as a skill's own server answers it (docs/errors.md).
    expect(refused.structuredContent).toMatchObject({
      status: "error",
      retry: false,
      session,
      message: expect.stringContaining(`Unknown session "${session}"`) as string,
    });
    expect(refused._meta).toEqual({ "skill-kit/error": { code: "SESSION_NOT_FOUND", retryable: false } });
    const advanced = await asAda.callTool("advance", advance);
    expect(advanced.structuredContent).toMatchObject({ status: "prompt", step: "ask-role" });
    await Promise.all([asAda.close(), asBob.close()]);
  });

  it("refuses Bob's start at his bound with 429 and SESSION_LIMIT, serves Ada, and gives every run's keys the run TTL", async () => {
    if (server === undefined || redis === undefined) throw new Error("the server did not start");
    const asBob = await connectHttpClient({ url: server.url, token: bob });
    const startAsBob = async (): Promise<string> => {
      const started = await asBob.callTool("start", { skill: "get-to-know-you", params: {} });
      expect(started.isError, JSON.stringify(started.content)).not.toBe(true);
      return String(started.structuredContent?.["session"]);
    };
    const bobRuns = [await startAsBob(), await startAsBob()];
    const refused = await asBob.callTool("start", { skill: "get-to-know-you", params: {} }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ code: 429 });
    expect(String(refused)).toContain('"code":-32052');
    const asAda = await connectHttpClient({ url: server.url, token: ada });
    const adaRun = await asAda.callTool("start", { skill: "get-to-know-you", params: {} });
    expect(adaRun.isError, JSON.stringify(adaRun.content)).not.toBe(true);
    // Key expiry is Redis's sweep: each run's keys expire an hour after its last change.
    for (const session of bobRuns) {
      const left = Number((await redisCommand(redis.url, ["PTTL", `skill-kit:run:${session}:lines`])).replace(/^:/, ""));
      expect(left).toBeGreaterThan(3_000_000);
      expect(left).toBeLessThanOrEqual(3_600_000);
    }
    await Promise.all([asAda.close(), asBob.close()]);
  });
});
