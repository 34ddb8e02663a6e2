// Issue 40, item 3: a stdio server keeps a run's lock between calls, and a CLI `advance` on the same
// run from another process still gets its turn while the server's client calls 10 ms apart: the CLI
// process marks itself as waiting and the server lets the lock go at its next call
// (docs/decisions/2026-11-29-fair-kept-lock.md). 20 of 20 CLI advances go through (none
// SESSION_BUSY), and no output is taken twice or lost: the session file is one consistent sequence.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { tempDir } from "@skill-kit/test-utils/run-cli";
import { builtSkill, call, connect, sessionsIn, textOf } from "@skill-kit/test-utils/mcp-client";

const sandbox = tempDir("skill-kit-mcp-fair-kept-lock-");
afterAll(() => {
  sandbox.remove();
});

const pause = (ms: number) => new Promise((wake) => setTimeout(wake, ms));
const cliAdvances = 20;

interface Exit {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** The built skill's own `scripts/run`, as another process, without blocking the client's loop. */
function runAsync(args: readonly string[]): Promise<Exit> {
  return new Promise((done) => {
    const child = spawn(join(builtSkill("counter"), "scripts", "run"), [...args], { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("close", (status) => {
      done({ status, stdout, stderr });
    });
  });
}

/** The output records of a session file, checked to be one sequence: header, prompt, then output and prompt in turn. */
function takenOutputs(file: string): string[] {
  const records = readFileSync(file, "utf8")
    .trimEnd()
    .split("\n")
    .map((line): unknown => JSON.parse(line));
  const types = records.map((record) =>
    typeof record === "object" && record !== null && "type" in record ? record.type : undefined,
  );
  expect(types.slice(0, 2)).toEqual(["header", "prompt"]);
  const turns = types.slice(2);
  expect(turns.length % 2).toBe(0);
  expect(turns.filter((_, index) => index % 2 === 0).every((type) => type === "output")).toBe(true);
  expect(turns.filter((_, index) => index % 2 === 1).every((type) => type === "prompt")).toBe(true);
  return records.flatMap((record) =>
    typeof record === "object" && record !== null && "type" in record && record.type === "output" && "output" in record
      ? [JSON.stringify(record.output)]
      : [],
  );
}

describe("a stdio server's kept lock, fair to a CLI process", () => {
  it(`lets ${String(cliAdvances)} of ${String(cliAdvances)} CLI advances through while an SDK client advances the same run 10 ms apart, taking no output twice`, async () => {
    const sessions = sessionsIn(sandbox.dir);
    const server = await connect("counter", ["--session-dir", sessions]);
    const session = String((await call(server, "start", { params: {} }))["session"]);
    const file = join(sessions, `skill-kit-${session}.jsonl`);

    // The client's hot loop: advances the run with its own outputs, 10 ms after each answer.
    const loopState = { hot: true };
    const taken: string[] = [];
    const failed: string[] = [];
    const loop = (async () => {
      for (let n = 0; loopState.hot && n < 20_000; n += 1) {
        const output = { by: "mcp", n };
        const result = await server.callTool("advance", { session, step: "count", output });
        if (result.isError === true) failed.push(textOf(result));
        else taken.push(JSON.stringify(output));
        await pause(10);
      }
    })();

    const cli: Exit[] = [];
    const callsDuring: number[] = [];
    for (let n = 0; n < cliAdvances; n += 1) {
      const before = taken.length + failed.length;
      cli.push(
        await runAsync([
          "advance",
          "--session",
          session,
          "--session-dir",
          sessions,
          "--step",
          "count",
          "--output",
          JSON.stringify({ by: "cli", n }),
          "--print",
        ]),
      );
      callsDuring.push(taken.length + failed.length - before);
    }
    loopState.hot = false;
    await loop;
    await server.close();

    for (const exit of cli) {
      expect(exit.stderr).not.toContain("SESSION_BUSY");
      expect(exit.status, exit.stderr).toBe(0);
      expect(JSON.parse(exit.stdout)).toMatchObject({ kind: "prompt", step: "count" });
    }
    // The loop was hot: the server took calls while each CLI process ran (it kept the lock between them).
    expect(
      callsDuring.every((calls) => calls > 0),
      JSON.stringify(callsDuring),
    ).toBe(true);
    expect(failed).toEqual([]);

    // Every output taken exactly once, in one sequence: the client's in its own order, each CLI advance's once.
    const outputs = takenOutputs(file);
    expect(new Set(outputs).size).toBe(outputs.length);
    expect(outputs.filter((output) => output.includes('"mcp"'))).toEqual(taken);
    expect(outputs.filter((output) => output.includes('"cli"'))).toEqual(
      Array.from({ length: cliAdvances }, (_, n) => JSON.stringify({ by: "cli", n })),
    );
    // No lock, claim or waiter marker is left behind.
    expect(readdirSync(sessions)).toEqual([`skill-kit-${session}.jsonl`]);
  }, 180_000);
});
