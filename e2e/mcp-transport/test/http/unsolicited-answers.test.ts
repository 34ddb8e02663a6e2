// Answers nobody asked for: a caller POSTs JSON-RPC responses with made-up ids. Each is refused (404)
// and nothing is kept: the session folder's messages stay empty, and the real question asked in the
// meantime still gets its real answer. An answer over the size bound is refused before it is read as JSON.
import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { connectHttpClient, type ElicitRequest, type ElicitResult, type HttpServerProcess } from "@skill-kit/mcp-testing";
import { answers, fieldOf } from "@skill-kit/test-utils/elicit-answers";
import { openRunStore } from "@skill-kit/run-stores";
import { call, sessionsIn } from "@skill-kit/test-utils/mcp-client";
import { needsServers, startPostgres, startRedis } from "@skill-kit/test-utils/servers";
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

// The same with the run store in PostgreSQL or Redis: each refused answer is looked for under the key
// it would have been left under (`<user key>.<id>`, the user being `local`), and none is there.
const databases = needsServers("unsolicited answers over HTTP (PostgreSQL, Redis)")
  ? [
      { name: "PostgreSQL", start: startPostgres },
      { name: "Redis", start: startRedis },
    ]
  : [];
const localKey = createHash("sha256").update("local", "utf8").digest("hex").slice(0, 16);

describe.each(databases)("answers nobody asked for, with the store in $name", ({ start }) => {
  it("are refused and left nowhere in the store", async () => {
    const database = await start();
    const instance = await startSkillOverHttp("mcp-elicit", ["--store", database.url]);
    try {
      const ids = Array.from({ length: 100 }, (_, n) => `abcdefabcdef.${String(n)}`);
      for (const id of ids) {
        const body = JSON.stringify({ jsonrpc: "2.0", id, result: { filler: "x".repeat(8 * 1024) } });
        expect((await rawRequest(instance.url, { body })).status).toBe(404);
      }
      const store = await openRunStore(database.url);
      try {
        const { messages } = store;
        if (messages === undefined) throw new Error(`${store.name} keeps no messages`);
        const left = await Promise.all(ids.map((id) => messages.take(`${localKey}.${id}`)));
        expect(left.filter((message) => message !== undefined)).toEqual([]);
      } finally {
        await store.close();
      }
    } finally {
      await instance.kill();
      await database.dispose();
    }
  });
});
