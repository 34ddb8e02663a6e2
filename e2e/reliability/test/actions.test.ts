// Actions that throw, hang (until their AbortSignal fires, or ignoring it) or return a value their
// output schema refuses, on a built skill (fixtures/actions.ts): every failure is reported with its
// own message (CLI: `error: …` on stderr, exit 1, nothing on stdout; MCP: an `isError` result),
// within the author's time limit, and leaves the session as it was, so the same step succeeds next.
import { appendFileSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StdioClient } from "@skill-kit/mcp-testing";
import { tempDir } from "@skill-kit/test-utils/run-cli";
import { sessionsIn } from "@skill-kit/test-utils/mcp-client";
import {
  contractViolation,
  parseLine,
  pool,
  report,
  sessionLines,
  startSession,
  timed,
} from "@skill-kit/test-utils/reliability/harness";
import { answerViolation, ask, serveFixture, sessionFile, textOf } from "@skill-kit/test-utils/reliability/mcp-harness";
import { RawChannel, rawText } from "@skill-kit/test-utils/reliability/mcp-raw";

const sandbox = tempDir("skill-kit-reliability-actions-");
afterAll(() => {
  sandbox.remove();
});
const sessions = `${sandbox.dir}/sessions`;
const fixture = "./actions";

type Step = "pick" | "inline";
const failures: readonly [Step, string, string][] = [
  ["pick", "throw", 'Action "work" failed at step "pick": the disk is full'],
  ["pick", "hang", 'Action "work" timed out after 300 ms at step "pick"'],
  ["pick", "stubborn", 'Action "work" timed out after 300 ms at step "pick"'],
  ["pick", "wrong", 'Action "work" returned invalid output at step "pick": done: done must be boolean (was "yes")'],
  ["inline", "throw", 'Action "inline" failed at step "inline": the disk is full'],
  ["inline", "hang", 'Action "inline" timed out after 500 ms at step "inline"'],
  ["inline", "stubborn", 'Action "inline" timed out after 500 ms at step "inline"'],
];
const next: Record<Step, string> = { pick: "inline", inline: "finish" };
const output = (mode: string): string => JSON.stringify({ mode });
const pickDone = JSON.stringify([{ step: "pick", response: { mode: "ok" }, actionResult: { done: true } }]);
const counted = { reported: 0, recovered: 0 };

/** The stubborn action runs on after its limit: covered on its own below for the CLI. */
const cliFailures = failures.filter(([, mode]) => mode !== "stubborn");
const statelessArgs = (step: Step, mode: string): string[] => [
  "advance",
  "--step",
  step,
  "--output",
  output(mode),
  ...(step === "inline" ? ["--history", pickDone] : []),
];

describe("CLI, stateless", () => {
  it("each failure is its own error message, exit 1, and the same call with a good answer goes on", async () => {
    const outs = await pool(cliFailures, 3, ([step, mode]) => timed(fixture, statelessArgs(step, mode)));
    for (const [index, failed] of outs.entries()) {
      const [, , message] = cliFailures[index] ?? ["pick", "", ""];
      expect(contractViolation(failed)).toBeUndefined();
      expect({ status: failed.status, stdout: failed.stdout, stderr: failed.stderr }).toEqual({
        status: 1,
        stdout: "",
        stderr: `error: ${message}\n`,
      });
    }
    for (const step of ["pick", "inline"] as const) {
      const retried = await timed(fixture, statelessArgs(step, "ok"));
      expect(retried.status, retried.stderr).toBe(0);
      expect(retried.json()).toMatchObject({ kind: "prompt", step: next[step] });
    }
    counted.reported += outs.length;
    counted.recovered += 2;
  });
});

describe("CLI, an action that ignores its signal and runs on for 2 minutes", () => {
  const stubborn = async (env: Readonly<Record<string, string>>): Promise<void> => {
    const outs = await Promise.all(
      (["pick", "inline"] as const).map((step) => timed(fixture, statelessArgs(step, "stubborn"), { env, killAfterMs: 10_000 })),
    );
    expect(
      outs.map((out) => out.status),
      "the process must exit once its call is over, whatever the action still runs",
    ).toEqual([1, 1]);
    expect(outs.map((out) => out.stderr)).toEqual(
      failures.filter(([, mode]) => mode === "stubborn").map(([, , message]) => `error: ${message}\n`),
    );
    counted.reported += outs.length;
  };

  it("the call still ends at the time limit (the built step program calls main)", () => stubborn({}));
});

interface Failing {
  readonly step: Step;
  readonly file: string;
  /** What the agent does first (file mode: append its output line). */
  readonly prepare?: (mode: string) => void;
  readonly call: (mode: string) => Promise<{ status: number | null; stderr: string; ms: number }>;
}

/** Runs the failures of `step` against a session, each leaving the file byte for byte as it was. */
async function failEach({ step, file, prepare, call }: Failing): Promise<void> {
  for (const [, mode, message] of cliFailures.filter(([at]) => at === step)) {
    prepare?.(mode);
    const before = readFileSync(file, "utf8");
    const out = await call(mode);
    expect({ status: out.status, stderr: out.stderr }).toEqual({ status: 1, stderr: `error: ${message}\n` });
    expect(readFileSync(file, "utf8")).toBe(before);
    counted.reported += 1;
  }
}

describe("CLI, session", () => {
  it("flag mode: after each failure the file is unchanged and the step is submitted again", async () => {
    const { sessionId, file } = await startSession(fixture, sessions);
    const advance = (step: string, body: string) =>
      timed(fixture, ["advance", "--session", sessionId, "--step", step, "--output", body, "--print", "--session-dir", sessions]);
    for (const step of ["pick", "inline"] as const) {
      await failEach({ step, file, call: (mode) => advance(step, output(mode)) });
      expect((await advance(step, output("ok"))).json()).toMatchObject({ kind: "prompt", step: next[step] });
      counted.recovered += 1;
    }
    expect((await advance("finish", '{"ok":true}')).json()).toMatchObject({ kind: "done", finalOutput: { ok: true } });
    const lines = sessionLines(file);
    if (typeof lines === "string") throw new Error(lines);
    expect(lines.map((line) => `${String(line["type"])}:${typeof line["step"] === "string" ? line["step"] : ""}`)).toEqual([
      "header:",
      "prompt:pick",
      "output:pick",
      "prompt:inline",
      "output:inline",
      "prompt:finish",
      "output:finish",
      "done:",
    ]);
  });

  it("file mode: the agent's failed output line stays; a new output line is taken", async () => {
    const start = await timed(fixture, ["--params", "{}", "--session", "new", "--session-dir", sessions]);
    const pointer = parseLine(start.stdout.trim());
    const [sessionId, file] = [String(pointer?.["sessionId"]), String(pointer?.["file"])];
    const append = (mode: string): void => {
      appendFileSync(file, `${JSON.stringify({ type: "output", step: "pick", output: { mode } })}\n`);
    };
    const advance = () => timed(fixture, ["advance", "--session", sessionId, "--print", "--session-dir", sessions]);
    await failEach({ step: "pick", file, prepare: append, call: advance });
    // The last failed output line is still the newest: advancing again submits it again.
    const again = await advance();
    expect(again.stderr).toBe(`error: ${cliFailures.findLast(([step]) => step === "pick")?.[2] ?? ""}\n`);
    append("ok");
    expect((await advance()).json()).toMatchObject({ kind: "prompt", step: "inline" });
    counted.recovered += 1;
    const types = (sessionLines(file) as Record<string, unknown>[]).map((line) => line["type"]);
    const failed = cliFailures.filter(([step]) => step === "pick").length;
    expect(types).toEqual(["header", "prompt", ...Array.from({ length: failed + 1 }, () => "output"), "prompt"]);
  });
});

describe("MCP", () => {
  let server: StdioClient;
  let dir = "";
  beforeAll(async () => {
    dir = sessionsIn(`${sandbox.dir}/mcp`);
    server = await serveFixture(fixture, dir);
  });
  afterAll(async () => {
    await server.close();
  });

  it("each failure is an isError result with its message, the session unchanged, and the step then succeeds", async () => {
    const first = await ask(server, "start", {});
    const session = first.kind === "result" ? String(first.result.structuredContent?.["session"]) : "";
    const file = `${dir}/${sessionFile(session)}`;
    for (const step of ["pick", "inline"] as const) {
      for (const [, mode, message] of failures.filter(([at]) => at === step)) {
        const before = readFileSync(file, "utf8");
        const answer = await ask(server, "advance", { session, step, output: { mode } });
        expect(answerViolation("advance", answer)).toBeUndefined();
        expect(answer.kind === "result" && { isError: answer.result.isError, text: textOf(answer.result) }).toEqual({
          isError: true,
          text: message,
        });
        expect(readFileSync(file, "utf8")).toBe(before);
        counted.reported += 1;
      }
      const good = await ask(server, "advance", { session, step, output: { mode: "ok" } });
      expect(good.kind === "result" && good.result.structuredContent).toMatchObject({ status: "prompt", step: next[step] });
      counted.recovered += 1;
    }
    expect(server.stderr()).not.toMatch(/\n\s+at /);
  });

  it("a hanging action holds only its own session: another session is served meanwhile", async () => {
    const ids = await Promise.all([ask(server, "start", {}), ask(server, "start", {})]);
    const [slow, quick] = ids.map((answer) =>
      answer.kind === "result" ? String(answer.result.structuredContent?.["session"]) : "",
    );
    const order: string[] = [];
    await Promise.all([
      ask(server, "advance", { session: slow, step: "pick", output: { mode: "hang" } }).then(() => order.push("hang")),
      ask(server, "advance", { session: quick, step: "pick", output: { mode: "ok" } }).then(() => order.push("ok")),
    ]);
    expect(order).toEqual(["ok", "hang"]);
  });

  it("a server whose client leaves exits at once, even while a timed-out action runs on", async () => {
    const raw = await RawChannel.open(fixture, dir);
    const session = (rawText(await raw.callWithJson("start", "{}"))?.structured as { session?: unknown } | undefined)?.session;
    const failed = rawText(
      await raw.callWithJson("advance", JSON.stringify({ session, step: "pick", output: { mode: "stubborn" } })),
    );
    expect(failed).toMatchObject({ isError: true, text: 'Action "work" timed out after 300 ms at step "pick"' });
    await raw.close();
    expect(raw.exitCode, "exit code 0 (null: it had to be killed)").toBe(0);
    counted.reported += 1;
    report(
      `actions: ${counted.reported} failures reported (throw, hang until aborted, hang ignoring the signal, wrong output; CLI stateless, flag and file sessions, MCP), ${counted.recovered} steps submitted again and taken, 0 session files changed by a failure`,
    );
  });
});
