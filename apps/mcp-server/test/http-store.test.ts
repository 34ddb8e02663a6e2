// `skill-kit-mcp --http --store redis://…`: workflow runs in Redis, each bound to the token's user
// through `scripts/run --owner`, so another user's advance finds no such run. The workflow is built
// `--with stores`: its scripts/run opens the store (a default build leaves the drivers out).
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { openRunStore } from "@skill-kit/run-stores";
import { connectHttpClient, startHttpServer, type HttpServerProcess } from "@skill-kit/mcp-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { needsServers, startRedis, type TestServer } from "@skill-kit/test-utils/servers";
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
});
