// MCP limits, through a raw JSON-RPC channel to a built skill's `scripts/run mcp`: ≥ 5 MB and
// ≥ 10,000-level values in every tool argument (the SDK client cannot even serialize the deep
// ones), lines that are not JSON, bytes that are not UTF-8. Each gets a reply with a message, or
// (a line that is not a request) none, and the server then answers the next call with a clean
// prototype, having only ever appended to session files.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "@skill-kit/test-utils/run-cli";
import { sessionsIn } from "@skill-kit/test-utils/mcp-client";
import { report, runs, scaledTimeout, seed } from "@skill-kit/test-utils/reliability/harness";
import { fileViolations, sessionFile, snapshot } from "@skill-kit/test-utils/reliability/mcp-harness";
import { RawChannel, rawText } from "@skill-kit/test-utils/reliability/mcp-raw";

const sandbox = tempDir("skill-kit-reliability-mcp-limits-");
let sessions = "";
let raw: RawChannel;
let session = "";
let probeSession = "";
beforeAll(async () => {
  sessions = sessionsIn(sandbox.dir);
  raw = await RawChannel.open("./mcp-probe", sessions);
  const ids = await Promise.all(
    [{}, { subskill: "probe" }].map(async (args) => rawText(await raw.callWithJson("start", JSON.stringify(args)))?.structured),
  );
  [session = "", probeSession = ""] = ids.map((structured) => String((structured as { session?: unknown } | undefined)?.session));
});
afterAll(async () => {
  await raw.close();
  sandbox.remove();
});

const stackTrace = /\n\s+at /;
/** The server is alive, answers, and its Object.prototype is as it was. */
async function healthy(): Promise<string | undefined> {
  const state = rawText(await raw.callWithJson("topic", '{"name":"state"}'));
  return state?.text.includes("prototype clean") === true
    ? undefined
    : `after it the server answered ${JSON.stringify(state ?? null).slice(0, 200)} (alive: ${String(raw.alive)})`;
}

const mb5 = 5 * 1024 * 1024;
const hugeText = JSON.stringify("x".repeat(mb5));
const deepArray = (levels: number): string => `${"[".repeat(levels)}${"]".repeat(levels)}`;
const deepObject = (levels: number): string => `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;
const levels = runs(1) > 1 ? [10_000, 100_000, 1_000_000] : [10_000, 100_000];
const values: [string, () => string][] = [
  ["a 5 MB string", () => hugeText],
  ["a 5 MB object", () => `{"a":${hugeText}}`],
  ...levels.flatMap((depth): [string, () => string][] => [
    [`a ${depth.toLocaleString("en")}-level array`, () => deepArray(depth)],
    [`a ${depth.toLocaleString("en")}-level object`, () => deepObject(depth)],
  ]),
];
const targets: [string, string, (value: string) => string][] = [
  ["start", "params", (value) => `{"params":${value}}`],
  ["start", "subskill", (value) => `{"subskill":${value}}`],
  ["advance", "session", (value) => `{"session":${value},"step":"route","output":{"to":"state"}}`],
  ["advance", "step", (value) => `{"session":"${session}","step":${value},"output":{"to":"state"}}`],
  ["advance", "output", (value) => `{"session":"${probeSession}","step":"probe/take","output":${value}}`],
  ["topic", "name", (value) => `{"name":${value}}`],
];

describe("huge and deep values in every argument", () => {
  it.each(targets)("%s.%s", async (tool, argument, make) => {
    const problems: string[] = [];
    let slowest = 0;
    for (const [label, value] of values) {
      const before = snapshot(sessions);
      const started = Date.now();
      const reply = rawText(await raw.callWithJson(tool, make(value())));
      slowest = Math.max(slowest, Date.now() - started);
      const refused =
        reply !== undefined && (reply.isError || (reply.structured as { status?: unknown } | undefined)?.status === "error");
      const created =
        tool === "start" && !refused ? [sessionFile((reply?.structured as { session?: unknown } | undefined)?.session)] : [];
      const found = [
        reply === undefined ? "no reply in time" : undefined,
        reply !== undefined && !refused ? `accepted: ${reply.text.slice(0, 200)}` : undefined,
        reply !== undefined && (reply.text.trim() === "" || stackTrace.test(reply.text))
          ? `unclear message: ${reply.text.slice(0, 300)}`
          : undefined,
        ...fileViolations(before, snapshot(sessions), created),
        await healthy(),
      ];
      problems.push(...found.filter((problem) => problem !== undefined).map((problem) => `${label}: ${problem}`));
    }
    report(
      `MCP limits ${tool}.${argument}: ${values.length} values (5 MB; ${levels.map((depth) => depth.toLocaleString("en")).join(", ")} levels), all refused with a message, slowest ${slowest} ms`,
    );
    expect(problems).toEqual([]);
  });

  it("5 MB outputs and params are refused by size, as on the CLI", async () => {
    const output = rawText(
      await raw.callWithJson("advance", `{"session":"${probeSession}","step":"probe/take","output":{"a":${hugeText}}}`),
    );
    const params = rawText(await raw.callWithJson("start", `{"params":{"a":${hugeText}}}`));
    expect([output?.text, params?.text]).toEqual([
      expect.stringMatching(/limit is 1048576 bytes/),
      expect.stringMatching(/limit is 1048576 bytes/),
    ]);
  });

  it("a 10,000-level output is refused with a nesting message, as on the CLI", async () => {
    const reply = rawText(
      await raw.callWithJson("advance", `{"session":"${probeSession}","step":"probe/take","output":${deepArray(10_000)}}`),
    );
    expect(reply?.text).toMatch(/nested/);
  });
});

const requestLike = (id: number, body: string): string => `{"jsonrpc":"2.0","id":${id},"method":"tools/call","params":${body}}`;
const lines: [string, (id: number) => string | Buffer, "reply" | "none"][] = [
  ["plain text", () => "garbage", "none"],
  ["an open brace", () => "{", "none"],
  ["JSON that is not a message", () => '[]\n{}\nnull\n"x"\n1e999', "none"],
  [
    "NaN in the arguments",
    (id) => requestLike(id, `{"name":"advance","arguments":{"session":"${session}","step":"route","output":NaN}}`),
    "none",
  ],
  ["a batch (answered with id null)", (id) => `[${requestLike(id, '{"name":"topics","arguments":{}}')}]`, "none"],
  ["5 MB of text that is not JSON", () => "x".repeat(mb5), "none"],
  [
    "bytes that are not UTF-8 in a string",
    (id) => {
      const [head = "", tail = ""] = requestLike(
        id,
        `{"name":"advance","arguments":{"session":"${session}","step":"STEP","output":{"to":"state"}}}`,
      ).split("STEP");
      return Buffer.concat([Buffer.from(head), Buffer.from([0xff, 0xfe, 0xed, 0xa0, 0x80, 0xc0]), Buffer.from(tail)]);
    },
    "reply",
  ],
  [
    "lone surrogate escapes",
    (id) =>
      requestLike(id, `{"name":"advance","arguments":{"session":"${session}","step":"\\ud800","output":{"k\\udfff":"\\udbff"}}}`),
    "reply",
  ],
  ["a byte-order mark and CRLF", (id) => `\ufeff${requestLike(id, '{"name":"topics","arguments":{}}')}\r`, "none"],
  [
    "prototype keys in params and arguments",
    (id) =>
      requestLike(
        id,
        '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"name":"topic","arguments":{"name":"state","__proto__":{"polluted":1}}}',
      ),
    "reply",
  ],
  // A key the envelope may not have is answered with an error naming it (test/mcp/envelopes.test.ts).
  [
    "prototype keys in the envelope",
    (id) =>
      `{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"jsonrpc":"2.0","id":${id},"method":"tools/call","params":{"name":"topic","arguments":{"name":"state"}}}`,
    "reply",
  ],
  ["an unknown method", (id) => `{"jsonrpc":"2.0","id":${id},"method":"tools/nope","params":{}}`, "reply"],
  ["an unknown tool", (id) => requestLike(id, '{"name":"rm -rf","arguments":{}}'), "reply"],
  [
    "a 9 MB request",
    (id) =>
      requestLike(
        id,
        `{"name":"advance","arguments":{"session":"${probeSession}","step":"probe/take","output":${JSON.stringify("y".repeat(9 * 1024 * 1024))}}}`,
      ),
    "reply",
  ],
];

describe("lines that are not good JSON-RPC", () => {
  it.each(lines)("%s", async (_, make, expected) => {
    const before = snapshot(sessions);
    const id = 50_000 + lines.findIndex(([, other]) => other === make);
    const bytes = make(id);
    raw.send(typeof bytes === "string" ? `${bytes}\n` : Buffer.concat([bytes, Buffer.from("\n")]));
    const reply = rawText(await raw.reply(id, expected === "reply" ? undefined : 300));
    if (expected === "reply") expect(reply?.text, "a reply with a message").toMatch(/\S/);
    expect(reply?.text ?? "").not.toMatch(stackTrace);
    expect(await healthy()).toBeUndefined();
    expect(fileViolations(before, snapshot(sessions))).toEqual([]);
    expect(raw.strayLines).toEqual([]);
  });

  it(
    "random bytes and random text lines",
    async () => {
      const inputs = fc.sample(
        fc.oneof(
          fc.string({ unit: "binary", maxLength: 200 }).map((text) => Buffer.from(text, "utf8")),
          fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
        ),
        { numRuns: runs(40), seed },
      );
      for (const bytes of inputs) {
        raw.send(Buffer.concat([Buffer.from(bytes.toString("latin1").replaceAll("\n", " "), "latin1"), Buffer.from("\n")]));
        expect(await healthy()).toBeUndefined();
      }
      expect(raw.strayLines).toEqual([]);
      expect(raw.stderr).not.toMatch(stackTrace);
      report(
        `MCP raw lines: ${lines.length} malformed kinds and ${inputs.length} random lines, server alive and prototype clean after each`,
      );
    },
    scaledTimeout(),
  );
});

// A line over the stdio wire's 10 MiB bound is dropped as it arrives (no 11 MiB buffer), answered
// with an error naming the bound, and the server goes on (the SDK's own transport closed instead).
describe("a message over the stdio wire's 10 MiB bound", () => {
  it("is answered with an error and leaves the server alive", async () => {
    const own = await RawChannel.open("./mcp-probe", sessions);
    own.forget(null);
    await own.callWithJson(
      "advance",
      `{"session":"${probeSession}","step":"probe/take","output":${JSON.stringify("z".repeat(11 * 1024 * 1024))}}`,
      2_000,
    );
    const refusal = await own.reply(null, 5_000);
    const state = rawText(await own.callWithJson("topic", '{"name":"state"}', 5_000));
    await own.close();
    expect(refusal?.["error"]).toMatchObject({
      code: -32600,
      message: expect.stringContaining("over 10485760 bytes was discarded") as string,
    });
    expect(state?.text).toContain("prototype clean");
  });
});
