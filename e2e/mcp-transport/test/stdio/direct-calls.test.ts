// Over stdio, a 2025-era client's `advance` is answered beside the SDK's dispatch (the stdio hot
// path, packages/mcp-transport/src/stdio/direct-call.ts). A call whose params carry `_meta` still
// goes through the SDK; the same calls on two runs of the same server, one each way, must get the
// same lines byte for byte (but for the request and session ids).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "@skill-kit/test-utils/run-cli";
import { RawChannel } from "@skill-kit/test-utils/reliability/mcp-raw";
import { sessionsIn } from "@skill-kit/test-utils/mcp-client";

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
    const calls: [label: string, args: (session: string) => unknown][] = [
      ["an output the step refuses", (session) => ({ session, step: "ask", output: { n: "x" } })],
      ["a step that is not pending", (session) => ({ session, step: "confirm", output: { ok: true } })],
      ["an action that throws (isError, coded)", (session) => ({ session, step: "ask", output: { n: 13 } })],
      ["output as JSON text", (session) => ({ session, step: "ask", output: '{"n":"y"}' })],
      ["a prompt after an auto-advanced step", (session) => ({ session, step: "ask", output: { n: 3 } })],
      ["the last step: done", (session) => ({ session, step: "confirm", output: { ok: true } })],
      ["a run that is done", (session) => ({ session, step: "confirm", output: { ok: true } })],
      ["an unknown session", () => ({ session: "f".repeat(32), step: "ask", output: {} })],
      ["a malformed session id", () => ({ session: "zz", step: "ask", output: {} })],
      ["arguments the schema words (left to the SDK both ways)", (session) => ({ session, step: "ask" })],
      ["an extra argument", (session) => ({ session, step: "ask", output: {}, extra: 1 })],
    ];
    for (const [label, args] of calls) {
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
