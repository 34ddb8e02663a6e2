// A built skill's `scripts/run mcp --http` without `--tokens`: the token it makes at start is in a
// file only this OS user can read, and a call without it is refused (the same code as skill-kit-mcp,
// whose test covers the flags and another OS account: apps/mcp-server/test/token-file.test.ts).
import { mkdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { connectHttpClient, startHttpServer, type HttpServerProcess } from "@skill-kit/mcp-testing";
import { serverCommand, sessionsIn } from "@skill-kit/test-utils/mcp-client";
import { tempDir } from "@skill-kit/test-utils/run-cli";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const sandbox = tempDir("skill-kit-mcp-token-");
const runtime = join(sandbox.dir, "runtime");
let server: HttpServerProcess;

beforeAll(async () => {
  mkdirSync(runtime, { mode: 0o700 });
  server = await startHttpServer({
    ...serverCommand("mcp-elicit", ["--http", "--port", "0", "--session-dir", sessionsIn(sandbox.dir)], ["http"]),
    env: { XDG_RUNTIME_DIR: runtime },
  });
});
afterAll(async () => {
  await server.kill();
  sandbox.remove();
});

describe("scripts/run mcp --http without --tokens", () => {
  it("asks for the token it wrote to a file only this user can read", async () => {
    const file = join(runtime, "skill-kit", `mcp-${new URL(server.url).port}.token`);
    expect(server.stderr()).toContain(`the bearer token (user local) is in ${file}`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const refused = await fetch(server.url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(refused.status).toBe(401);
    const client = await connectHttpClient({ url: server.url, token: readFileSync(file, "utf8").trim() });
    expect((await client.client.listTools()).tools.length).toBeGreaterThan(0);
    await client.close();
  });
});
