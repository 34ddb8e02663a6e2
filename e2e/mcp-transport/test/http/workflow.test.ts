// A built skill's `scripts/run mcp --http`: a whole run through the SDK's client, and the answers to
// what a client should not send (no token, a wrong one, a body too large, a broken envelope).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { connectHttpClient, type HttpServerProcess } from "@skill-kit/mcp-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "@skill-kit/test-utils/run-cli";
import { call, sessionIdPattern, sessionsIn } from "@skill-kit/test-utils/mcp-client";
import { rawRequest, snapshot, startSkillOverHttp } from "./http-server.js";

const sandbox = tempDir("skill-kit-http-");
const sessions = sessionsIn(sandbox.dir);
const tokens = join(sandbox.dir, "tokens");
const ada = "ada-0123456789abcdef";
writeFileSync(tokens, `# token user\n${ada} ada\n`, { mode: 0o600 });
let server: HttpServerProcess;

beforeAll(async () => {
  server = await startSkillOverHttp("mcp-elicit", ["--session-dir", sessions, "--tokens", tokens]);
});
afterAll(async () => {
  await server.kill();
  sandbox.remove();
});

describe("scripts/run mcp --http", () => {
  it("says where it listens, at /mcp on 127.0.0.1", () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
  });

  it("serves a run from start to done through the SDK's Streamable HTTP client", async () => {
    const client = await connectHttpClient({ url: server.url, token: ada });
    const started = await call(client, "start");
    expect(started).toMatchObject({ status: "prompt", step: "color" });
    expect(started["session"]).toMatch(sessionIdPattern);
    const session = started["session"];
    await call(client, "advance", { session, step: "color", output: { color: "red" } });
    await call(client, "advance", { session, step: "toppings", output: { toppings: ["olives"] } });
    await call(client, "advance", { session, step: "sure", output: { approved: true } });
    const done = await call(client, "advance", { session, step: "note", output: { note: "thin crust" } });
    expect(done).toMatchObject({ status: "done", finalOutput: { note: "thin crust" } });
    await client.close();
  });

  it("continues a run from another connection of the same user: the run is not bound to a connection", async () => {
    const first = await connectHttpClient({ url: server.url, token: ada });
    const started = await call(first, "start");
    await first.close();
    const second = await connectHttpClient({ url: server.url, token: ada });
    expect(
      await call(second, "advance", { session: started["session"], step: "color", output: { color: "blue" } }),
    ).toMatchObject({
      status: "prompt",
      step: "toppings",
    });
    await second.close();
  });

  it("answers 401 to a missing or wrong token, and touches nothing", async () => {
    const before = snapshot(sessions);
    const message = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "start", arguments: {} } });
    const missing = await rawRequest(server.url, { body: message });
    const wrong = await rawRequest(server.url, { body: message, headers: { authorization: "Bearer ada-0123456789abcdeX" } });
    const basic = await rawRequest(server.url, { body: message, headers: { authorization: `Basic ${ada}` } });
    for (const answer of [missing, wrong, basic]) {
      expect(answer.status).toBe(401);
      expect(answer.headers["www-authenticate"]).toMatch(/^Bearer/);
      expect(JSON.parse(answer.body)).toMatchObject({
        jsonrpc: "2.0",
        id: null,
        error: { message: expect.stringMatching(/^Unauthorized/) as string },
      });
    }
    await expect(connectHttpClient({ url: server.url, token: "nobody-0123456789abcdef" })).rejects.toThrow(/401|Unauthorized/);
    expect(snapshot(sessions)).toEqual(before);
  });

  it("answers 413 to a body over the limit before reading it: declared, or counted while it comes", async () => {
    const auth = { authorization: `Bearer ${ada}` };
    const declared = await rawRequest(server.url, { headers: auth, body: 2 * 1024 * 1024, declare: true });
    const streamed = await rawRequest(server.url, { headers: auth, body: 8 * 1024 * 1024 });
    for (const answer of [declared, streamed]) {
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ error: { message: "Payload too large: the limit is 1048576 bytes" } });
    }
  });

  it("answers 400 to a malformed JSON-RPC message, naming the field", async () => {
    const auth = { authorization: `Bearer ${ada}` };
    const cases: readonly [string, RegExp][] = [
      ["{", /not JSON/],
      [JSON.stringify({ jsonrpc: "1.0", id: 1, method: "tools/list" }), /"jsonrpc" must be "2\.0"/],
      [JSON.stringify({ jsonrpc: "2.0", id: 1, method: 7 }), /"method" must be a string/],
      [JSON.stringify({ jsonrpc: "2.0", id: 1.5, method: "tools/list" }), /"id" must be a string or a whole number/],
      [JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: 3 }), /"params" must be an object/],
      [JSON.stringify([{ jsonrpc: "2.0", id: 1, method: "tools/list" }]), /batches are not supported/],
    ];
    for (const [body, message] of cases) {
      const answer = await rawRequest(server.url, { headers: auth, body });
      expect(answer.status, body).toBe(400);
      expect(JSON.parse(answer.body), body).toMatchObject({
        jsonrpc: "2.0",
        error: { message: expect.stringMatching(message) as string },
      });
    }
  });

  it("serves /mcp only, and POST only (stateless: no GET stream, no DELETE)", async () => {
    const auth = { authorization: `Bearer ${ada}` };
    expect((await rawRequest(server.url.replace(/\/mcp$/, "/other"), { headers: auth, body: "{}" })).status).toBe(404);
    const get = await rawRequest(server.url, { method: "GET", headers: { ...auth, accept: "text/event-stream" } });
    expect(get.status).toBe(405);
    expect(get.headers["allow"]).toBe("POST");
    expect((await rawRequest(server.url, { method: "DELETE", headers: auth })).status).toBe(405);
  });
});
