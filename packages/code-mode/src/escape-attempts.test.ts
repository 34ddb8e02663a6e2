// Each way out of the sandbox a model's code might try: every one fails with a clear, coded error, and
// the host is left as it was (its globals, its Object.prototype), so the next call works.
import { afterEach, describe, expect, it } from "vitest";
import { CodeModeError, type CodeModeErrorCode } from "./code-mode-error.js";
import { createCodeMode, type CodeMode } from "./create-code-mode.js";
import type { JsonValue } from "./json-value.js";

const received: JsonValue[] = [];
let ticks = 0;
let slowSettled = false;

function codeMode(limits = {}): CodeMode {
  return createCodeMode({
    spec: { openapi: "3.1.0", info: { title: "Test", version: "1" }, paths: {} },
    clients: {
      echo: (value) => {
        received.push(value ?? null);
        return value;
      },
      tick: () => {
        ticks += 1;
        return ticks;
      },
      slow: () =>
        new Promise((resolve) => {
          setTimeout(() => {
            slowSettled = true;
            resolve("late");
          }, 200);
        }),
      never: () => new Promise(() => undefined),
    },
    limits: { timeMs: 1000, memoryBytes: 24 * 1024 * 1024, ...limits },
  });
}

async function failure(running: Promise<unknown>): Promise<CodeModeError> {
  try {
    await running;
  } catch (error) {
    if (CodeModeError.isInstance(error)) return error;
    throw error;
  }
  throw new Error("the call succeeded");
}

async function expectFailure(running: Promise<unknown>, code: CodeModeErrorCode, message: RegExp): Promise<CodeModeError> {
  const error = await failure(running);
  expect(error.code).toBe(code);
  expect(error.message).toMatch(message);
  return error;
}

afterEach(async () => {
  // The host is intact after every attempt: its own globals, an unpolluted Object.prototype, and a call that works.
  expect(typeof process.pid).toBe("number");
  expect(Object.keys(Object.prototype)).toEqual([]);
  expect(Object.keys(Function.prototype)).toEqual([]);
  expect(await codeMode().execute("return await clients.echo(1 + 1)")).toEqual({ result: 2, output: "" });
});

describe("escape attempts", () => {
  it("reading process fails: there is no such global", async () => {
    await expectFailure(
      codeMode().execute("return process.env"),
      "CODE_MODE_CODE_ERROR",
      /ReferenceError: 'process' is not defined/,
    );
    await expectFailure(codeMode().search("return globalThis.process.pid"), "CODE_MODE_CODE_ERROR", /TypeError/);
  });

  it("require fails", async () => {
    await expectFailure(codeMode().execute("return require('node:fs')"), "CODE_MODE_CODE_ERROR", /'require' is not defined/);
  });

  it("import() fails: the engine has no module loader", async () => {
    await expectFailure(
      codeMode().execute("const fs = await import('node:fs'); return fs"),
      "CODE_MODE_CODE_ERROR",
      /could not load module 'node:fs'/,
    );
  });

  it("the Function constructor makes functions inside the sandbox only", async () => {
    await expectFailure(
      codeMode().execute("return globalThis.constructor.constructor('return process')()"),
      "CODE_MODE_CODE_ERROR",
      /'process' is not defined/,
    );
    await expectFailure(
      codeMode().execute("return clients.echo.constructor('return this')().process.pid"),
      "CODE_MODE_CODE_ERROR",
      /TypeError/,
    );
  });

  it("prototype pollution stays inside the call; a value sent to the host is plain JSON", async () => {
    received.length = 0;
    const answer = await codeMode().execute(`
      Object.prototype.polluted = "yes";
      Function.prototype.polluted = "yes";
      Object.getPrototypeOf(clients.echo).polluted = "yes";
      const sent = JSON.parse('{"__proto__": {"polluted": "yes"}, "name": "x"}');
      return await clients.echo(sent);`);
    expect(answer.result).toEqual({ ["__proto__"]: { polluted: "yes" }, name: "x" });
    const [value] = received;
    expect(typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype).toBe(true);
    expect("polluted" in {}).toBe(false);
    // A later call does not see the last one's pollution: each gets a fresh engine.
    expect(await codeMode().execute("return ({}).polluted === undefined")).toEqual({ result: true, output: "" });
  });

  it("an infinite loop is stopped by the time limit", async () => {
    await expectFailure(codeMode({ timeMs: 300 }).execute("while (true) {}"), "CODE_MODE_TIMEOUT", /time limit of 300 ms/);
    await expectFailure(
      codeMode({ timeMs: 300 }).execute("for (;;) { try { while (true) {} } catch {} }"),
      "CODE_MODE_TIMEOUT",
      /300 ms/,
    );
  });

  it("awaiting a host call that never settles is stopped by the time limit; one that cannot settle fails at once", async () => {
    await expectFailure(codeMode({ timeMs: 300 }).execute("await clients.never(); return 1"), "CODE_MODE_TIMEOUT", /300 ms/);
    await expectFailure(
      codeMode().execute("await new Promise(() => {}); return 1"),
      "CODE_MODE_CODE_ERROR",
      /nothing can settle/,
    );
  });

  it("a memory bomb is stopped by the memory limit", async () => {
    await expectFailure(
      codeMode().execute("const keep = []; while (true) keep.push(new Uint8Array(1024 * 1024))"),
      "CODE_MODE_MEMORY_LIMIT",
      /out of memory \(the limit is 25165824 bytes\)/,
    );
    await expectFailure(
      codeMode().execute("const keep = []; for (let i = 0; ; i++) keep.push({ i, text: 'x'.repeat(1000) + i })"),
      "CODE_MODE_MEMORY_LIMIT",
      /out of memory/,
    );
  });

  it("a recursive call bomb overflows the sandbox's stack, not the host's", async () => {
    await expectFailure(
      codeMode().execute("function down(n) { return down(n + 1) + 1 } return down(0)"),
      "CODE_MODE_STACK_LIMIT",
      /stack/,
    );
    await expectFailure(
      codeMode({ hostCalls: 50 }).execute(
        "const bomb = async (n) => { await clients.echo(n); return bomb(n + 1) }; return await bomb(0)",
      ),
      "CODE_MODE_CODE_ERROR",
      /more than 50 client calls/,
    );
  });

  it("huge output is cut off at the output limit; a huge result is refused", async () => {
    const error = await expectFailure(
      codeMode({ outputChars: 10_000 }).execute("for (;;) console.log('x'.repeat(1000))"),
      "CODE_MODE_OUTPUT_LIMIT",
      /printed more than 10000 characters/,
    );
    expect(String(error.data?.["output"]).length).toBeLessThanOrEqual(10_000);
    await expectFailure(codeMode().execute("return 'y'.repeat(200000)"), "CODE_MODE_OUTPUT_LIMIT", /at most 100000 are returned/);
  });

  it("a host function is not called after the call ended, and a host call still pending does not hold the call", async () => {
    ticks = 0;
    slowSettled = false;
    const answer = await codeMode().execute(`
      const later = clients.tick;
      Promise.resolve().then(() => 0).then(() => later()).then(() => later());
      clients.slow();
      return "done";`);
    expect(answer).toEqual({ result: "done", output: "" });
    expect(slowSettled).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(slowSettled).toBe(true);
    expect(ticks).toBe(0);
  });
});
