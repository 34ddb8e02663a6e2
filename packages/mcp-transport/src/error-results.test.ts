// One row of docs/errors.md per test: the coded error the sessions API returns, what the CLI
// prints and exits with for it, and what the MCP `start`/`advance` tools answer.
import { appendFileSync, chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runProtocol } from "@skill-kit/cli-protocol";
import { advanceSession, SessionCache, sessionPath, startSession, withSessionLock } from "@skill-kit/sessions";
import {
  action,
  ActionError,
  ParamsError,
  SessionError,
  skill,
  SkillKitError,
  terminal,
  type,
  UsageError,
} from "@skill-kit/core";
import { afterAll, describe, expect, it } from "vitest";
import { SessionDriver } from "./session-driver.js";

const explode = action({
  name: "explode",
  input: type({ n: "number" }),
  output: type("unknown"),
  run: () => {
    throw new Error("boom");
  },
});
const counter = skill({ name: "counter", description: "Counts", entry: "count", params: type({ "start?": "number" }) })
  .step("count", {
    prompt: "Say a number.",
    response: type({ n: "number" }),
    next: "done",
    action: { run: explode, mapInput: ({ response }) => ({ n: response.n }) },
  })
  .step("done", { prompt: "Say goodbye.", next: terminal })
  .build();

const root = mkdtempSync(join(tmpdir(), "mcp-transport-errors-"));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});
let dirs = 0;
const freshDir = (): string => join(root, `d${String((dirs += 1))}`);

async function cli(argv: readonly string[]): Promise<{ code: number; stderr: string }> {
  const stderr: string[] = [];
  const io = {
    stdout: () => undefined,
    stderr: (text: string) => stderr.push(text),
    readStdin: () => Promise.resolve(""),
    env: process.env,
  };
  return { code: await runProtocol(counter, argv, { io }), stderr: stderr.join("") };
}

const driverIn = (sessionDir: string) =>
  new SessionDriver({
    definition: counter,
    log: () => undefined,
    host: "generic",
    tools: [],
    sessionDir,
    sessionCache: new SessionCache(),
  });

async function started(sessionDir: string, outputMode: "file" | "flag" = "flag"): Promise<string> {
  const outcome = await startSession(counter, { params: {}, sessionDir, outputMode });
  if (!outcome.ok) throw outcome.error;
  return outcome.value.sessionId;
}

/** The error an API call returned, checked to be coded; throws when the call succeeded. */
function failed(outcome: { readonly ok: true } | { readonly ok: false; readonly error: SkillKitError }): SkillKitError {
  if (outcome.ok) throw new Error("expected the call to fail");
  return outcome.error;
}

describe("errors by code (docs/errors.md)", () => {
  it("USAGE: a UsageError; the CLI prints it and exits 1; MCP refuses a malformed session id with retry", async () => {
    const dir = freshDir();
    const id = await started(dir);
    const error = failed(await advanceSession(counter, id, { sessionDir: dir }));
    expect(UsageError.isInstance(error) && error.code).toBe("USAGE");
    expect(await cli(["advance", "--session", id, "--session-dir", dir])).toEqual({
      code: 1,
      stderr: `error: ${error.message}\n`,
    });
    expect(await driverIn(dir).advance({ session: "nope", step: "count", output: {} })).toMatchObject({
      ok: true,
      result: { status: "error", retry: true },
    });
  });

  it("SESSION_NOT_FOUND: exit 1; MCP answers status error, retry false", async () => {
    const dir = freshDir();
    const id = "0123456789abcdef0123456789abcdef";
    const error = failed(await advanceSession(counter, id, { sessionDir: dir, step: "count", output: { n: 1 } }));
    expect(SessionError.isInstance(error) && error.code).toBe("SESSION_NOT_FOUND");
    expect(await cli(["advance", "--session", id, "--step", "count", "--output", "{}", "--session-dir", dir])).toEqual({
      code: 1,
      stderr: `error: ${error.message}\n`,
    });
    expect(await driverIn(dir).advance({ session: id, step: "count", output: { n: 1 } })).toMatchObject({
      ok: true,
      result: { session: id, status: "error", retry: false },
    });
  });

  it("SESSION_BUSY: another call holds the lock", async () => {
    const dir = freshDir();
    const path = sessionPath(await started(dir), { sessionDir: dir });
    const inner = await withSessionLock(path, () =>
      withSessionLock(path, () => Promise.resolve("entered"), 0).catch((error: unknown) => error),
    );
    expect(SessionError.isInstance(inner) && inner.code).toBe("SESSION_BUSY");
  });

  it("SESSION_CORRUPT: exit 1; MCP isError with the message", async () => {
    const dir = freshDir();
    const id = await started(dir);
    const path = sessionPath(id, { sessionDir: dir });
    writeFileSync(path, readFileSync(path, "utf8").replace("\n", "\nnot json\n"));
    const error = failed(await advanceSession(counter, id, { sessionDir: dir, step: "count", output: { n: 1 } }));
    expect(SessionError.isInstance(error) && error.code).toBe("SESSION_CORRUPT");
    expect(await cli(["advance", "--session", id, "--step", "count", "--output", '{"n":1}', "--session-dir", dir])).toEqual({
      code: 1,
      stderr: `error: ${error.message}\n`,
    });
    expect(await driverIn(dir).advance({ session: id, step: "count", output: { n: 1 } })).toEqual({
      ok: false,
      message: error.message,
      error: { code: "SESSION_CORRUPT", retryable: false },
    });
  });

  it("SESSION_TORN: a file-mode advance with nothing submitted; exit 1", async () => {
    const dir = freshDir();
    const id = await started(dir, "file");
    appendFileSync(sessionPath(id, { sessionDir: dir }), '{"type":"output","st');
    const error = failed(await advanceSession(counter, id, { sessionDir: dir }));
    expect(SessionError.isInstance(error) && error.code).toBe("SESSION_TORN");
    expect(await cli(["advance", "--session", id, "--session-dir", dir])).toEqual({
      code: 1,
      stderr: `error: ${error.message}\n`,
    });
  });

  it("SESSION_UNSAFE: a folder others can write to; exit 1; MCP isError", async () => {
    const dir = freshDir();
    mkdirSync(dir);
    chmodSync(dir, 0o777);
    const error = failed(await startSession(counter, { params: {}, sessionDir: dir }));
    expect(SessionError.isInstance(error) && error.code).toBe("SESSION_UNSAFE");
    expect(await cli(["start", "--session", "new", "--session-dir", dir])).toEqual({
      code: 1,
      stderr: `error: ${error.message}\n`,
    });
    // Over MCP the folder is not named: the caller may be remote (the server's log has it).
    expect(await driverIn(dir).start({ params: {} })).toEqual({
      ok: false,
      message: error.message.replace(dir, "<session folder>"),
      error: { code: "SESSION_UNSAFE", retryable: false },
    });
  });

  it("INVALID_PARAMS: exit 1; MCP isError; no session file", async () => {
    const dir = freshDir();
    const error = failed(await startSession(counter, { params: { start: "x" }, sessionDir: dir }));
    expect([ParamsError.isInstance(error), ActionError.isInstance(error), error.code]).toEqual([true, false, "INVALID_PARAMS"]);
    expect(await cli(["start", "--session", "new", "--params", '{"start":"x"}', "--session-dir", dir])).toEqual({
      code: 1,
      stderr: `error: ${error.message}\n`,
    });
    expect(await driverIn(dir).start({ params: { start: "x" } })).toEqual({
      ok: false,
      message: error.message,
      error: { code: "INVALID_PARAMS", retryable: false },
    });
  });

  it("ACTION_FAILED: exit 1; MCP isError; the session is unchanged", async () => {
    const dir = freshDir();
    const id = await started(dir);
    const before = readFileSync(sessionPath(id, { sessionDir: dir }), "utf8");
    const error = failed(await advanceSession(counter, id, { sessionDir: dir, step: "count", output: { n: 1 } }));
    expect([ActionError.isInstance(error), ParamsError.isInstance(error), error.code]).toEqual([true, false, "ACTION_FAILED"]);
    expect(await cli(["advance", "--session", id, "--step", "count", "--output", '{"n":1}', "--session-dir", dir])).toEqual({
      code: 1,
      stderr: `error: ${error.message}\n`,
    });
    expect(await driverIn(dir).advance({ session: id, step: "count", output: { n: 1 } })).toEqual({
      ok: false,
      message: error.message,
      error: { code: "ACTION_FAILED", retryable: false },
    });
    expect(readFileSync(sessionPath(id, { sessionDir: dir }), "utf8")).toBe(before);
  });
});
