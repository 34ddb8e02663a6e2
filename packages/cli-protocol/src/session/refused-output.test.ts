// A refused output in session mode is seen without `--print`: the refusal on stdout and exit 3
// (a line number alone, exit 0, hid it); `sessions list` shows the step as rejected until a
// good answer moves the run on.
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { skill, terminal, type } from "@skill-kit/core";
import { afterAll, describe, expect, it } from "vitest";
import type { ProtocolIo } from "../io.js";
import { runProtocol } from "../run-protocol.js";
import { refusedExitCode } from "./session-commands.js";

const review = skill({ name: "review", description: "Reviews", entry: "draft" })
  .step("draft", { prompt: "Write a draft.", response: type({ text: "string > 0" }), next: "check" })
  .step("check", { prompt: "Approve it?", response: type({ approved: "boolean" }), next: terminal })
  .build();

const root = mkdtempSync(join(tmpdir(), "skill-kit-refused-"));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

interface Call {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

async function call(argv: readonly string[]): Promise<Call> {
  let stdout = "";
  let stderr = "";
  const io: ProtocolIo = {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    readStdin: () => Promise.resolve(""),
    env: process.env,
  };
  const code = await runProtocol(review, [...argv, "--session-dir", root], { io });
  return { code, stdout, stderr };
}

async function start(...extra: string[]): Promise<{ sessionId: string; file: string }> {
  const started = await call(["--params", "{}", "--session", "new", ...extra]);
  expect(started.code).toBe(0);
  return JSON.parse(started.stdout) as { sessionId: string; file: string };
}

async function status(sessionId: string): Promise<string | undefined> {
  const listed = await call(["sessions", "list", "--json"]);
  expect(listed.code).toBe(0);
  const list = JSON.parse(listed.stdout) as { sessionId: string; status: string }[];
  return list.find((entry) => entry.sessionId === sessionId)?.status;
}

const lastLine = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(file, "utf8").trimEnd().split("\n").at(-1) ?? "") as Record<string, unknown>;

describe("a refused output without --print", () => {
  it("prints the refusal and exits 3; the error line is in the file; list says rejected", async () => {
    const { sessionId, file } = await start();
    const refused = await call(["advance", "--session", sessionId, "--step", "draft", "--output", '{"text":""}']);
    expect(refusedExitCode).toBe(3);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toBe("");
    const printed = JSON.parse(refused.stdout) as Record<string, unknown>;
    expect(printed).toMatchObject({ kind: "error", error: "validation", step: "draft", retry: true });
    expect(printed["message"]).toMatch(/text/);
    expect(refused.stdout.endsWith("\n") && refused.stdout.split("\n").length).toBe(2);
    // What was printed is the file's last line, without its `type`.
    const { type: kind, ...line } = lastLine(file);
    expect(kind).toBe("error");
    expect(line).toEqual(printed);
    expect(await status(sessionId)).toBe("rejected draft");

    const taken = await call(["advance", "--session", sessionId, "--step", "draft", "--output", '{"text":"v1"}']);
    expect(taken).toEqual({
      code: 0,
      stdout: `${String(readFileSync(file, "utf8").trimEnd().split("\n").length)}\n`,
      stderr: "",
    });
    expect(await status(sessionId)).toBe("pending check");
  });

  it("in file mode, a refused output line the agent appended is printed too", async () => {
    const { sessionId, file } = await start();
    appendFileSync(file, `${JSON.stringify({ type: "output", step: "draft", output: { text: 7 } })}\n`);
    const refused = await call(["advance", "--session", sessionId]);
    expect(refused.code).toBe(3);
    expect(JSON.parse(refused.stdout)).toMatchObject({ kind: "error", step: "draft" });
    expect(await status(sessionId)).toBe("rejected draft");
  });

  it("a step other than the pending one is refused the same way, and the pending step stays rejected", async () => {
    const { sessionId } = await start();
    const refused = await call(["advance", "--session", sessionId, "--step", "check", "--output", '{"approved":true}']);
    expect(refused.code).toBe(3);
    expect(JSON.parse(refused.stdout)).toMatchObject({ kind: "error", retry: false });
    expect(await status(sessionId)).toBe("rejected draft");
  });

  it("with --print the refusal is an ordinary result: exit 0, as on the wire", async () => {
    const { sessionId } = await start();
    const refused = await call(["advance", "--session", sessionId, "--step", "draft", "--output", '{"text":""}', "--print"]);
    expect(refused.code).toBe(0);
    expect(JSON.parse(refused.stdout)).toMatchObject({ kind: "error", step: "draft" });
  });

  it("a refusal after the run is done leaves it listed as done", async () => {
    const { sessionId } = await start();
    await call(["advance", "--session", sessionId, "--step", "draft", "--output", '{"text":"v1"}']);
    expect((await call(["advance", "--session", sessionId, "--step", "check", "--output", '{"approved":true}'])).code).toBe(0);
    expect(await status(sessionId)).toBe("done");
    const late = await call(["advance", "--session", sessionId, "--step", "check", "--output", '{"approved":false}']);
    expect(late.code).toBe(3);
    expect(JSON.parse(late.stdout)).toMatchObject({ kind: "error", retry: false });
    expect(await status(sessionId)).toBe("done");
  });
});
