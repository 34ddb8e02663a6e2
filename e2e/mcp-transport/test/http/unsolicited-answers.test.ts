// Answers nobody asked for: a caller POSTs JSON-RPC responses with made-up ids. Each is refused (404)
// and nothing is kept: the session folder's messages stay empty, and the real question asked in the
// meantime still gets its real answer. An answer over the size bound is refused before it is read as JSON.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import {
  connectHttpClient,
  type ElicitRequest,
  type ElicitResult,
  type HttpServerProcess,
} from "@skill-kit/mcp-transport/testing";
import { answers, fieldOf } from "@skill-kit/test-utils/elicit-answers";
import { call, sessionsIn } from "@skill-kit/test-utils/mcp-client";
import { tempDir } from "@skill-kit/test-utils/run-cli";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest, startSkillOverHttp } from "./http-server.js";

const sandbox = tempDir("skill-kit-http-unsolicited-");
const sessions = sessionsIn(sandbox.dir);
let server: HttpServerProcess;
beforeAll(async () => {
  server = await startSkillOverHttp("mcp-elicit", ["--session-dir", sessions]);
});
afterAll(async () => {
  await server.kill();
  sandbox.remove();
});

const kept = (): string[] => (existsSync(join(sessions, "messages")) ? readdirSync(join(sessions, "messages")) : []);
const answer = (request: ElicitRequest): ElicitResult => answers[fieldOf(request)] ?? { action: "decline" };

describe("answers nobody asked for", () => {
  it("are refused and stored nowhere, 300 of 60 KB each", async () => {
    const filler = "x".repeat(60 * 1024);
    for (let n = 0; n < 300; n += 1) {
      const body = JSON.stringify({ jsonrpc: "2.0", id: `${"ab".repeat(6)}.${String(n)}`, result: { filler } });
      const refused = await rawRequest(server.url, { body });
      expect(refused.status).toBe(404);
      expect(refused.body).toContain("no open question");
    }
    expect(kept()).toEqual([]);
  });

  it("refuses an answer over 64 KiB before anything is kept", async () => {
    const body = JSON.stringify({ jsonrpc: "2.0", id: "abc.1", result: { filler: "x".repeat(70 * 1024) } });
    expect((await rawRequest(server.url, { body })).status).toBe(413);
    expect(kept()).toEqual([]);
  });

  it("leave the server's real questions answerable", async () => {
    const client = await connectHttpClient({ url: server.url, elicit: answer });
    expect(await call(client, "start")).toMatchObject({ status: "prompt", step: "note" });
    await client.close();
    expect(kept()).toEqual([]);
  });
});
