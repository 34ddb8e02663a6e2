// Over HTTP, a 2025-era client's `advance` that cannot lead to a question (the client declared no
// form elicitation) is answered beside the SDK (packages/mcp-transport/src/http/legacy-direct-advance.ts).
// A call whose params carry `_meta` still goes through the SDK; the same calls on two runs, one
// each way, must get the same status, headers and event stream (but for the ids).
import type { HttpServerProcess } from "@skill-kit/mcp-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "@skill-kit/test-utils/run-cli";
import { sessionsIn } from "@skill-kit/test-utils/mcp-client";
import { directCallCases } from "../direct-call-cases.js";
import { rawRequest, startSkillOverHttp } from "./http-server.js";

const sandbox = tempDir("skill-kit-http-direct-");
let server: HttpServerProcess;
let declared: Record<string, string>;
let nextId = 1;

beforeAll(async () => {
  server = await startSkillOverHttp("mcp-short", ["--session-dir", sessionsIn(sandbox.dir)]);
  const init = await post({
    method: "initialize",
    params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "raw", version: "1" } },
  });
  declared = { "mcp-session-id": String(init.headers["mcp-session-id"]), "mcp-protocol-version": "2025-11-25" };
});
afterAll(async () => {
  await server.kill();
  sandbox.remove();
});

function post(message: { method: string; params: unknown }, headers: Record<string, string> = {}) {
  const id = nextId++;
  return rawRequest(server.url, { headers, body: JSON.stringify({ jsonrpc: "2.0", id, ...message }) });
}

/** Status, headers (but the date) and body of a `tools/call` answer, its id and the sessions made neutral. */
async function answer(tool: string, args: unknown, bySdk: boolean, sessions: readonly string[]): Promise<unknown> {
  const params = { name: tool, arguments: args, ...(bySdk ? { _meta: {} } : {}) };
  const { status, headers, body } = await post({ method: "tools/call", params }, declared);
  const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => name !== "date"));
  const neutral = sessions.reduce((text, session) => text.replaceAll(session, "<session>"), body.replace(/"id":\d+/, '"id":0'));
  return { status, headers: kept, body: neutral };
}

async function started(): Promise<string> {
  const { body } = await post({ method: "tools/call", params: { name: "start", arguments: {} } }, declared);
  const session = /"session":"([0-9a-f]{32})"/.exec(body)?.[1];
  if (session === undefined) throw new Error(`start gave no session: ${body}`);
  return session;
}

describe("a direct advance over HTTP", () => {
  it("answers as the SDK's transport does, for every kind of answer", async () => {
    const direct = await started();
    const bySdk = await started();
    for (const [label, args] of directCallCases) {
      const sent = await answer("advance", args(direct), false, [direct, bySdk]);
      expect(sent, label).toMatchObject({ status: 200, headers: { "content-type": "text/event-stream" } });
      expect(sent, label).toEqual(await answer("advance", args(bySdk), true, [direct, bySdk]));
    }
  });

  it("leaves to the SDK a request whose headers it refuses", async () => {
    const session = await started();
    const params = { name: "advance", arguments: { session, step: "ask", output: { n: 1 } } };
    const refusals: [Record<string, string>, number][] = [
      [{ ...declared, accept: "application/json" }, 406],
      [{ ...declared, "content-type": "text/plain" }, 415],
      [{ ...declared, "mcp-protocol-version": "1999-01-01" }, 400],
    ];
    for (const [headers, status] of refusals) expect((await post({ method: "tools/call", params }, headers)).status).toBe(status);
    // None of them advanced the run.
    expect((await post({ method: "tools/call", params }, declared)).body).toContain('"step":"confirm"');
  });
});
