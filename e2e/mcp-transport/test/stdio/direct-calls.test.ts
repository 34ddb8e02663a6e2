// Over stdio, a 2025-era client's `advance` is answered beside the SDK's dispatch (the stdio hot
// path, packages/mcp-transport/src/stdio/direct-call.ts). A call whose params carry `_meta` still
// goes through the SDK; the same calls on two runs of the same server, one each way, must get the
// same lines byte for byte (but for the request and session ids).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "@skill-kit/test-utils/run-cli";
import { RawChannel } from "@skill-kit/test-utils/reliability/mcp-raw";
import { sessionsIn } from "@skill-kit/test-utils/mcp-client";
import { directCallCases } from "../direct-call-cases.js";

const sandbox = tempDir("skill-kit-mcp-direct-");
let raw: RawChannel;
beforeAll(async () => {
  raw = await RawChannel.open("mcp-short", sessionsIn(sandbox.dir));
});
afterAll(async () => {
  await raw.close();
  sandbox.remove();
});

/** The reply line to a `tools/call`, its id and the session ids in `sessions` made neutral. */
async function line(tool: string, args: unknown, bySdk: boolean, sessions: readonly string[]): Promise<string> {
  const params = { name: tool, arguments: args, ...(bySdk ? { _meta: {} } : {}) };
  const reply = await raw.request("tools/call", params);
  const text = raw.lines.get(reply?.["id"]) ?? "(no reply)";
  return sessions.reduce((neutral, session) => neutral.replaceAll(session, "<session>"), text.replace(/"id":\d+/, '"id":0'));
}

async function started(): Promise<string> {
  const reply = await raw.request("tools/call", { name: "start", arguments: {} });
  return (reply?.["result"] as { structuredContent: { session: string } }).structuredContent.session;
}

describe("a direct advance", () => {
  it("writes the line the SDK's dispatch writes, for every kind of answer", async () => {
    const direct = await started();
    const bySdk = await started();
    for (const [label, args] of directCallCases) {
      const sent = await line("advance", args(direct), false, [direct, bySdk]);
      expect(sent, label).not.toBe("(no reply)");
      expect(sent, label).toBe(await line("advance", args(bySdk), true, [direct, bySdk]));
    }
    expect(raw.strayLines).toEqual([]);
  });

  it("is not answered when the client cancels it first", async () => {
    const session = await started();
    const id = 9_000;
    raw.send(
      `${JSON.stringify({ jsonrpc: "2.0", id, method: "tools/call", params: { name: "advance", arguments: { session, step: "ask", output: { n: 2 } } } })}\n` +
        `${JSON.stringify({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: id } })}\n`,
    );
    expect(await raw.reply(id, 500)).toBeUndefined();
    // The server goes on: the advance was made (the next step is pending).
    expect(await line("advance", { session, step: "confirm", output: { ok: true } }, false, [session])).toContain(
      '"status":"done"',
    );
  });
});
