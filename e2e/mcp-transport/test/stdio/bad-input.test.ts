// Bad input never crashes the server: every bad call is an answer the agent can act on, and the
// server keeps serving other sessions.
import { appendFileSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { StdioClient } from "@skill-kit/mcp-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "@skill-kit/test-utils/run-cli";
import { call, connect, sessionsIn, textOf } from "@skill-kit/test-utils/mcp-client";

let sandbox: ReturnType<typeof tempDir>;
let sessions: string;
let server: StdioClient;
beforeAll(async () => {
  sandbox = tempDir("skill-kit-mcp-bad-");
  sessions = sessionsIn(sandbox.dir);
  server = await connect("mcp-short", ["--session-dir", sessions]);
});
afterAll(async () => {
  await server.close();
  sandbox.remove();
});

const fileOf = (session: unknown) => join(sessions, `skill-kit-${String(session)}.jsonl`);
const started = async () => String((await call(server, "start"))["session"]);

describe("session ids", () => {
  it("malformed ids are refused with retry: true before any path is built", async () => {
    for (const session of ["", "zz", "../../../etc/passwd", "A".repeat(32), "0".repeat(33), `${"0".repeat(31)}/`]) {
      const result = await call(server, "advance", { session, step: "ask", output: { n: 1 } });
      expect(result).toMatchObject({
        session: "",
        status: "error",
        step: "",
        retry: true,
        message: expect.stringContaining("32 lowercase hex") as string,
      });
    }
    expect(readdirSync(sandbox.dir)).toEqual(["sessions"]);
  });

  it("a well-formed id with no session is unknown, retry: false", async () => {
    expect(await call(server, "advance", { session: "f".repeat(32), step: "ask", output: { n: 1 } })).toMatchObject({
      status: "error",
      retry: false,
    });
  });
});

describe("arguments", () => {
  it("missing fields and wrong types are input-validation errors", async () => {
    const session = await started();
    for (const args of [
      {},
      { session },
      { session, step: "ask" },
      { session, step: 1, output: {} },
      { session: null, step: "ask", output: {} },
    ]) {
      const result = await server.callTool("advance", args);
      expect(result.isError).toBe(true);
      expect(textOf(result)).toMatch(/^Input validation error: Invalid arguments for tool /);
    }
    expect((await server.callTool("start", { params: "{}" })).isError).toBe(true);
    // An unknown tool is a protocol error (-32602), as the MCP spec has it, not a tool result.
    await expect(server.callTool("topic", { name: "x" })).rejects.toThrow(/-32602.*Tool topic not found/);
  });

  it("a wrong or stale step is refused with retry: false and changes nothing", async () => {
    const session = await started();
    const before = readFileSync(fileOf(session), "utf8");
    expect(await call(server, "advance", { session, step: "nope", output: {} })).toMatchObject({
      status: "error",
      retry: false,
      message: expect.stringContaining("nope") as string,
    });
    expect(await call(server, "advance", { session, step: "confirm", output: { ok: true } })).toMatchObject({
      status: "error",
      retry: false,
      message: expect.stringContaining("not the pending step") as string,
    });
    expect(await call(server, "advance", { session, step: "ask", output: { n: 1 } })).toMatchObject({
      status: "prompt",
      step: "confirm",
    });
    expect(readFileSync(fileOf(session), "utf8").startsWith(before)).toBe(true);
  });

  it("oversized and too deeply nested outputs are isError", async () => {
    const session = await started();
    expect(textOf(await server.callTool("advance", { session, step: "ask", output: "x".repeat(1_100_000) }))).toMatch(
      /limit is 1048576 bytes/,
    );
    let deep: unknown = 1;
    for (let level = 0; level < 250; level += 1) deep = [deep];
    expect((await server.callTool("advance", { session, step: "ask", output: deep })).isError).toBe(true);
    expect(await call(server, "advance", { session, step: "ask", output: { n: 2 } })).toMatchObject({ status: "prompt" });
  });
});

describe("session files", () => {
  it("concurrent identical advances add one output line and one result line", async () => {
    const session = await started();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => call(server, "advance", { session, step: "ask", output: { n: 5 } })),
    );
    for (const result of results) expect(result).toMatchObject({ status: "prompt", step: "confirm" });
    const types = readFileSync(fileOf(session), "utf8")
      .trimEnd()
      .split("\n")
      .map((line) => (JSON.parse(line) as { type: string }).type);
    expect(types).toEqual(["header", "prompt", "output", "prompt", "prompt"]);
  });

  it("a corrupt line is isError naming it, and leaves other sessions alone", async () => {
    const [broken, healthy] = [await started(), await started()];
    const text = readFileSync(fileOf(broken), "utf8").split("\n");
    writeFileSync(fileOf(broken), [text[0], "garbage", ...text.slice(1)].join("\n"));
    const result = await server.callTool("advance", { session: broken, step: "ask", output: { n: 1 } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/corrupt at line 2/);
    expect(await call(server, "advance", { session: healthy, step: "ask", output: { n: 1 } })).toMatchObject({
      status: "prompt",
    });
  });

  it("a torn tail is replaced by the next advance (the torn bytes are kept beside the file)", async () => {
    const session = await started();
    appendFileSync(fileOf(session), '{"type":"output","st');
    expect(await call(server, "advance", { session, step: "ask", output: { n: 6 } })).toMatchObject({
      status: "prompt",
      step: "confirm",
    });
    expect(readdirSync(sessions).some((name) => name.startsWith(`skill-kit-${session}.jsonl.torn-`))).toBe(true);
  });
});
