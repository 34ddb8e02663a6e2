// `advance` checks the session file and its directory only when the call fails, and answers as
// if it had checked them first: a malformed id, an unknown session and an unusable directory
// give the same answers in the same order of precedence, and leave nothing behind.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SessionCache } from "@skill-kit/sessions";
import { skill, terminal, type } from "@skill-kit/core";
import { afterAll, describe, expect, it } from "vitest";
import { jsonToolResult } from "./run-result.js";
import { SessionDriver, type DriverSettings } from "./session-driver.js";

const counter = skill({ name: "counter", description: "Counts", entry: "count" })
  .step("count", { prompt: "Say a number.", response: type({ n: "number" }), next: "done" })
  .step("done", { prompt: "Say goodbye.", next: terminal })
  .build();

const root = mkdtempSync(join(tmpdir(), "mcp-transport-driver-"));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

const driverSettings = (sessionDir: string): DriverSettings => ({
  definition: counter,
  log: () => undefined,
  host: "generic",
  tools: [],
  sessionDir,
  sessionCache: new SessionCache(),
});
const driverIn = (sessionDir: string) => new SessionDriver(driverSettings(sessionDir));
const unknownId = "0123456789abcdef0123456789abcdef";
const deep = (levels: number): unknown => (levels === 0 ? 1 : [deep(levels - 1)]);

describe("SessionDriver.advance", () => {
  it("advances a session it started", async () => {
    const driver = driverIn(join(root, "known"));
    const started = await driver.start({ params: {} });
    if (!started.ok) throw new Error(started.message);
    const next = await driver.advance({ session: started.result.session, step: "count", output: { n: 1 } });
    expect(next).toMatchObject({ ok: true, result: { status: "prompt", step: "done" } });
    // What the agent just sent is not sent back: `completed` names the step it was taken for.
    expect(next.ok && next.result.completed).toEqual({ step: "count" });
    const refused = await driver.advance({ session: started.result.session, step: "count", output: { n: "x" } });
    expect(refused).toMatchObject({ ok: true, result: { status: "error", step: "count", retry: false } });
  });

  it("refuses a malformed id before touching the file system", async () => {
    const dir = join(root, "never-created");
    const outcome = await driverIn(dir).advance({ session: "../etc/passwd", step: "count", output: { n: 1 } });
    expect(outcome).toMatchObject({
      ok: true,
      result: { status: "error", session: "", retry: true, message: expect.stringMatching(/^Invalid session id/) as string },
    });
    expect(existsSync(dir)).toBe(false);
  });

  it("answers an unknown session with a refusal and leaves nothing behind", async () => {
    const dir = join(root, "unknown");
    const driver = driverIn(dir);
    for (const output of [{ n: 1 }, { n: "not a number" }, deep(300)]) {
      const outcome = await driver.advance({ session: unknownId, step: "count", output });
      expect(outcome).toEqual({
        ok: true,
        result: {
          session: unknownId,
          status: "error",
          step: "",
          message: `Unknown session "${unknownId}": it does not exist (or was cleaned up). Call start to begin a new session.`,
          retry: false,
        },
      });
      // As a tool result it names its code, as skill-kit-mcp's answer for the same call does.
      if (outcome.ok)
        expect(jsonToolResult(outcome.result)._meta).toEqual({
          "skill-kit/error": { code: "SESSION_NOT_FOUND", retryable: false },
        });
    }
    expect(readdirSync(dir)).toEqual([]);
  });

  it("puts an unusable directory before an unknown session, naming the folder only in its own log", async () => {
    const dir = join(root, "open");
    mkdirSync(dir);
    chmodSync(dir, 0o777);
    const logged: string[] = [];
    const driver = new SessionDriver({ ...driverSettings(dir), log: (text) => logged.push(text) });
    const outcome = await driver.advance({ session: unknownId, step: "count", output: { n: 1 } });
    expect(outcome).toEqual({
      ok: false,
      message: "refusing session directory <session folder>: it is writable by group or others (mode 777)",
      error: { code: "SESSION_UNSAFE", retryable: false },
    });
    expect(logged).toEqual([`refusing session directory ${dir}: it is writable by group or others (mode 777)\n`]);
  });

  it("gives the CLI's nesting message for a known session", async () => {
    const driver = driverIn(join(root, "nested"));
    const started = await driver.start({ params: {} });
    if (!started.ok) throw new Error(started.message);
    expect(await driver.advance({ session: started.result.session, step: "count", output: deep(300) })).toEqual({
      ok: false,
      message: "output is nested more than 200 levels deep",
    });
  });
});
