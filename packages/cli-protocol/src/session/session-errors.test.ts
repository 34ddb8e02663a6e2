// What the CLI prints for each coded error of the sessions API (docs/errors.md), exit 1: the API's
// message, where it asks for something (`data.hint`) in the CLI's words, naming its flags. The same
// errors as MCP answers them: mcp-transport's error-results.test.ts.
import { appendFileSync, chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { action, skill, SkillKitError, terminal, type } from "@skill-kit/core";
import { advanceSession, sessionPath, startSession, type SessionHint } from "@skill-kit/sessions";
import { afterAll, describe, expect, it } from "vitest";
import type { ProtocolIo } from "../io.js";
import { runProtocol } from "../run-protocol.js";

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

const root = mkdtempSync(join(tmpdir(), "skill-kit-session-errors-"));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});
let dirs = 0;
const freshDir = (): string => join(root, `d${String((dirs += 1))}`);

async function cli(argv: readonly string[], env: Readonly<Record<string, string | undefined>> = process.env) {
  let stderr = "";
  const io: ProtocolIo = {
    stdout: () => undefined,
    stderr: (text) => {
      stderr += text;
    },
    readStdin: () => Promise.resolve(""),
    env,
  };
  return { code: await runProtocol(counter, argv, { io }), stderr };
}

async function started(sessionDir: string, outputMode: "file" | "flag" = "flag"): Promise<string> {
  const outcome = await startSession(counter, { params: {}, sessionDir, outputMode });
  if (!outcome.ok) throw outcome.error;
  return outcome.value.sessionId;
}

function failed(outcome: { readonly ok: true } | { readonly ok: false; readonly error: SkillKitError }): SkillKitError {
  if (outcome.ok) throw new Error("expected the call to fail");
  return outcome.error;
}

/** The API's error speaks no flag and names its hint and the phrase of its message that asks it. */
function expectHinted(error: SkillKitError, hint: SessionHint): void {
  expect(error.data).toMatchObject({ hint, asks: expect.any(String) as string });
  expect(error.message).toContain(String(error.data?.["asks"]));
  expect(error.message).not.toMatch(/--[a-z]/);
}

describe("the CLI's answer to each coded error of the sessions API", () => {
  it("USAGE, a flag-mode run advanced with nothing submitted: the step and its output are --step and --output", async () => {
    const dir = freshDir();
    const id = await started(dir);
    const error = failed(await advanceSession(counter, id, { sessionDir: dir }));
    expectHinted(error, "step-and-output");
    expect(await cli(["advance", "--session", id, "--session-dir", dir])).toEqual({
      code: 1,
      stderr: "error: this session is in flag mode: advance needs both --step <name> and --output <json>\n",
    });
  });

  it("USAGE, a file-mode run with no output line: the step and its output are --step and --output", async () => {
    const dir = freshDir();
    const id = await started(dir, "file");
    const error = failed(await advanceSession(counter, id, { sessionDir: dir }));
    expectHinted(error, "submit-output");
    expect(await cli(["advance", "--session", id, "--session-dir", dir])).toEqual({
      code: 1,
      stderr: `error: no output found in session "${id}": append {"type":"output","step":"<step>","output":{…}} to the file, or pass --step and --output\n`,
    });
  });

  it("USAGE, a malformed session id: what --session new prints", async () => {
    const error = failed(await advanceSession(counter, "nope", { sessionDir: freshDir() }));
    expectHinted(error, "session-id");
    expect(await cli(["advance", "--session", "nope", "--step", "count", "--output", "{}"])).toEqual({
      code: 1,
      stderr: 'error: invalid session id "nope": expected 32 lowercase hex characters, as printed by --session new\n',
    });
  });

  it("SESSION_NOT_FOUND: start a new one with --session new", async () => {
    const dir = freshDir();
    const id = "0123456789abcdef0123456789abcdef";
    const error = failed(await advanceSession(counter, id, { sessionDir: dir, step: "count", output: { n: 1 } }));
    expect(error.code).toBe("SESSION_NOT_FOUND");
    expectHinted(error, "new-session");
    expect(await cli(["advance", "--session", id, "--step", "count", "--output", "{}", "--session-dir", dir])).toEqual({
      code: 1,
      stderr: `error: session "${id}" not found at ${sessionPath(id, { sessionDir: dir })}. Start a new session with --session new.\n`,
    });
  });

  it("SESSION_TORN: resubmit with --step and --output", async () => {
    const dir = freshDir();
    const id = await started(dir, "file");
    appendFileSync(sessionPath(id, { sessionDir: dir }), '{"type":"output","st');
    const error = failed(await advanceSession(counter, id, { sessionDir: dir }));
    expect(error.code).toBe("SESSION_TORN");
    expectHinted(error, "submit-again");
    expect(await cli(["advance", "--session", id, "--session-dir", dir])).toEqual({
      code: 1,
      stderr: `error: session "${id}" ends in a torn line (a crash or a partial append); nothing was changed. Resubmit this step with --step <name> --output <json> and it will replace the torn line.\n`,
    });
  });

  it("SESSION_UNSAFE, a default folder that is not 0700: chmod it, or pass --session-dir", async () => {
    const tmp = freshDir();
    mkdirSync(join(tmp, "skill-kit-sessions"), { recursive: true });
    chmodSync(join(tmp, "skill-kit-sessions"), 0o750);
    const env = { ...process.env, TMPDIR: tmp };
    const error = failed(await startSession(counter, { params: {}, env }));
    expect(error.code).toBe("SESSION_UNSAFE");
    expectHinted(error, "session-folder");
    expect(await cli(["start", "--session", "new"], env)).toEqual({
      code: 1,
      stderr: `error: refusing session directory ${join(tmp, "skill-kit-sessions")}: its mode is 750, expected 700 (chmod 700 it, or pass --session-dir)\n`,
    });
  });

  it("an error that asks nothing is printed as the API words it: SESSION_UNSAFE, SESSION_CORRUPT, INVALID_PARAMS, ACTION_FAILED", async () => {
    const open = freshDir();
    mkdirSync(open);
    chmodSync(open, 0o777);
    const corrupt = freshDir();
    const id = await started(corrupt);
    const path = sessionPath(id, { sessionDir: corrupt });
    const acting = freshDir();
    const acted = await started(acting);
    const cases = [
      {
        error: failed(await startSession(counter, { params: {}, sessionDir: open })),
        argv: ["start", "--session", "new", "--session-dir", open],
      },
      {
        error: failed(await startSession(counter, { params: { start: "x" }, sessionDir: freshDir() })),
        argv: ["start", "--params", '{"start":"x"}'],
      },
      {
        error: failed(await advanceSession(counter, acted, { sessionDir: acting, step: "count", output: { n: 1 } })),
        argv: ["advance", "--session", acted, "--step", "count", "--output", '{"n":1}', "--session-dir", acting],
      },
    ];
    writeFileSync(path, readFileSync(path, "utf8").replace("\n", "\nnot json\n"));
    cases.push({
      error: failed(await advanceSession(counter, id, { sessionDir: corrupt, step: "count", output: { n: 1 } })),
      argv: ["advance", "--session", id, "--step", "count", "--output", '{"n":1}', "--session-dir", corrupt],
    });
    expect(cases.map(({ error }) => error.code)).toEqual([
      "SESSION_UNSAFE",
      "INVALID_PARAMS",
      "ACTION_FAILED",
      "SESSION_CORRUPT",
    ]);
    for (const { error, argv } of cases) {
      expect(error.data?.["hint"]).toBeUndefined();
      expect(await cli(argv)).toEqual({ code: 1, stderr: `error: ${error.message}\n` });
    }
  });
});
