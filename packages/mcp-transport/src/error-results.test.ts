// One row of docs/errors.md per test: the coded error the sessions API returns and what the MCP
// `start`/`advance` tools answer (what the CLI prints for each: cli-protocol's session-errors.test.ts).
import { appendFileSync, chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
  it("USAGE: a UsageError; MCP refuses a malformed session id with retry", async () => {
    const dir = freshDir();
    const id = await started(dir);
    const error = failed(await advanceSession(counter, id, { sessionDir: dir }));
    expect(UsageError.isInstance(error) && error.code).toBe("USAGE");
    expect(await driverIn(dir).advance({ session: "nope", step: "count", output: {} })).toMatchObject({
      ok: true,
      result: { status: "error", retry: true },
    });
  });

  it("SESSION_NOT_FOUND: MCP answers status error, retry false", async () => {
    const dir = freshDir();
    const id = "0123456789abcdef0123456789abcdef";
    const error = failed(await advanceSession(counter, id, { sessionDir: dir, step: "count", output: { n: 1 } }));
    expect(SessionError.isInstance(error) && error.code).toBe("SESSION_NOT_FOUND");
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

  it("SESSION_CORRUPT: MCP isError with the message", async () => {
    const dir = freshDir();
    const id = await started(dir);
    const path = sessionPath(id, { sessionDir: dir });
    writeFileSync(path, readFileSync(path, "utf8").replace("\n", "\nnot json\n"));
    const error = failed(await advanceSession(counter, id, { sessionDir: dir, step: "count", output: { n: 1 } }));
    expect(SessionError.isInstance(error) && error.code).toBe("SESSION_CORRUPT");
    expect(await driverIn(dir).advance({ session: id, step: "count", output: { n: 1 } })).toEqual({
      ok: false,
      message: error.message,
      error: { code: "SESSION_CORRUPT", retryable: false },
    });
  });

  it("SESSION_TORN: a file-mode advance with nothing submitted (not reached over MCP: an advance always submits)", async () => {
    const dir = freshDir();
    const id = await started(dir, "file");
    appendFileSync(sessionPath(id, { sessionDir: dir }), '{"type":"output","st');
    const error = failed(await advanceSession(counter, id, { sessionDir: dir }));
    expect(SessionError.isInstance(error) && error.code).toBe("SESSION_TORN");
  });

  it("SESSION_UNSAFE: a folder others can write to; MCP isError", async () => {
    const dir = freshDir();
    mkdirSync(dir);
    chmodSync(dir, 0o777);
    const error = failed(await startSession(counter, { params: {}, sessionDir: dir }));
    expect(SessionError.isInstance(error) && error.code).toBe("SESSION_UNSAFE");
    // Over MCP the folder is not named: the caller may be remote (the server's log has it).
    expect(await driverIn(dir).start({ params: {} })).toEqual({
      ok: false,
      message: error.message.replace(dir, "<session folder>"),
      error: { code: "SESSION_UNSAFE", retryable: false },
    });
  });

  it("INVALID_PARAMS: MCP isError; no session file", async () => {
    const dir = freshDir();
    const error = failed(await startSession(counter, { params: { start: "x" }, sessionDir: dir }));
    expect([ParamsError.isInstance(error), ActionError.isInstance(error), error.code]).toEqual([true, false, "INVALID_PARAMS"]);
    expect(await driverIn(dir).start({ params: { start: "x" } })).toEqual({
      ok: false,
      message: error.message,
      error: { code: "INVALID_PARAMS", retryable: false },
    });
  });

  it("ACTION_FAILED: MCP isError; the session is unchanged", async () => {
    const dir = freshDir();
    const id = await started(dir);
    const before = readFileSync(sessionPath(id, { sessionDir: dir }), "utf8");
    const error = failed(await advanceSession(counter, id, { sessionDir: dir, step: "count", output: { n: 1 } }));
    expect([ActionError.isInstance(error), ParamsError.isInstance(error), error.code]).toEqual([true, false, "ACTION_FAILED"]);
    expect(await driverIn(dir).advance({ session: id, step: "count", output: { n: 1 } })).toEqual({
      ok: false,
      message: error.message,
      error: { code: "ACTION_FAILED", retryable: false },
    });
    expect(readFileSync(sessionPath(id, { sessionDir: dir }), "utf8")).toBe(before);
  });
});
