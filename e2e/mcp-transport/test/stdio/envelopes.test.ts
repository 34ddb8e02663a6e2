// Lines whose JSON-RPC envelope is wrong (issue 16, item 7): the SDK's stdio transport drops them
// unanswered; both servers (a built skill's `scripts/run mcp` and skill-kit-mcp) answer each with a
// JSON-RPC error naming the field, with the line's id when it is usable, else null.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "@skill-kit/test-utils/run-cli";
import { RawChannel } from "@skill-kit/test-utils/reliability/mcp-raw";
import { sessionsIn } from "@skill-kit/test-utils/mcp-client";

const sandbox = tempDir("skill-kit-mcp-envelopes-");
const skills = mkdtempSync(join(tmpdir(), "skill-kit-mcp-envelope-skills-"));
afterAll(() => {
  sandbox.remove();
  rmSync(skills, { recursive: true, force: true });
});

const cases: [label: string, line: string, id: number | string | null, message: RegExp][] = [
  ["params null", '{"jsonrpc":"2.0","id":7,"method":"tools/list","params":null}', 7, /"params" must be an object, found null/],
  ["params a string", '{"jsonrpc":"2.0","id":8,"method":"tools/list","params":"x"}', 8, /"params" must be an object, found "x"/],
  [
    "params an array",
    '{"jsonrpc":"2.0","id":"nine","method":"tools/list","params":[]}',
    "nine",
    /"params" must be an object, found \[\]/,
  ],
  ["id null", '{"jsonrpc":"2.0","id":null,"method":"tools/list"}', null, /"id" must be a string or a whole number, found null/],
  ["id 1.5", '{"jsonrpc":"2.0","id":1.5,"method":"tools/list"}', null, /"id" must be a string or a whole number, found 1\.5/],
  ["an extra key", '{"jsonrpc":"2.0","id":10,"method":"tools/list","extra":1}', 10, /unknown key "extra"/],
  [
    "a prototype key in the envelope",
    '{"__proto__":{"polluted":1},"jsonrpc":"2.0","id":11,"method":"tools/list"}',
    11,
    /unknown key "__proto__"/,
  ],
  ["no jsonrpc", '{"id":12,"method":"tools/list"}', 12, /"jsonrpc" must be "2\.0", found nothing/],
  ["a method that is not a string", '{"jsonrpc":"2.0","id":13,"method":5}', 13, /"method" must be a string, found 5/],
  ["a batch", '[{"jsonrpc":"2.0","id":14,"method":"tools/list"}]', null, /batches are not supported/],
  ["text that is not JSON", "garbage", null, /Parse error: the line is not JSON/],
  // Responses are checked here too: the SDK gets each message parsed once, as it is.
  ["a result that is not an object", '{"jsonrpc":"2.0","id":15,"result":5}', 15, /"result" must be an object, found 5/],
  [
    "an error without a code",
    '{"jsonrpc":"2.0","id":16,"error":{"message":"no"}}',
    16,
    /"error" must be an object with a whole-number "code"/,
  ],
  ["a response without an id", '{"jsonrpc":"2.0","result":{}}', null, /a response needs the "id"/],
  [
    "result and error both",
    '{"jsonrpc":"2.0","id":17,"result":{},"error":{"code":1,"message":"x"}}',
    17,
    /"result" or "error", not both/,
  ],
];

async function check(raw: RawChannel): Promise<void> {
  for (const [label, line, id, message] of cases) {
    raw.forget(id);
    raw.send(`${line}\n`);
    const reply = await raw.reply(id);
    expect(reply, label).toMatchObject({ jsonrpc: "2.0", id, error: { code: expect.any(Number) as number } });
    expect((reply?.["error"] as { message: string }).message, label).toMatch(message);
  }
  // Still serving, nothing stray on stdout.
  expect(await raw.request("tools/list", {})).toMatchObject({ result: { tools: expect.any(Array) as unknown[] } });
  expect(raw.strayLines).toEqual([]);
}

describe("bad envelopes get a JSON-RPC error naming the field", () => {
  beforeAll(() => {
    mkdirSync(join(skills, "hello"));
    writeFileSync(join(skills, "hello", "SKILL.md"), "---\nname: hello\ndescription: Says hello.\n---\n\nSay hello.\n");
  });

  it("from a built skill's own MCP server", async () => {
    const raw = await RawChannel.open("g2k", sessionsIn(sandbox.dir));
    try {
      await check(raw);
    } finally {
      await raw.close();
    }
  });

  it("from skill-kit-mcp", async () => {
    const server = fileURLToPath(new URL("../../../../apps/mcp-server/dist/bin.js", import.meta.url));
    const raw = await RawChannel.start(process.execPath, [server, "--skills", skills]);
    try {
      await check(raw);
    } finally {
      await raw.close();
    }
  });
});
