// A lock left by a process killed with kill -9, then 16 advances at once across CLI processes and
// two MCP servers (issue 16, item 1): exactly one output is taken, and the session goes on.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { tempDir } from "@skill-kit/test-utils/run-cli";
import { connect } from "@skill-kit/test-utils/mcp-client";
import { report, runs, scaledTimeout, sessionLines, startSession, timed } from "@skill-kit/test-utils/reliability/harness";

const sandbox = tempDir("skill-kit-reliability-stale-lock-");
afterAll(() => {
  sandbox.remove();
});
const sessions = `${sandbox.dir}/sessions`;

/**
 * Takes the session's lock with the real lock code and holds it; the returned function kills the
 * holder with SIGKILL, leaving the lock behind.
 */
async function holdLock(file: string): Promise<() => Promise<void>> {
  const holder = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `const { withSessionLock } = await import("@skill-kit/sessions");
     await withSessionLock(${JSON.stringify(file)}, () => new Promise(() => { process.stdout.write("held\\n"); setInterval(() => {}, 1000); }));`,
    ],
    { cwd: import.meta.dirname, stdio: ["ignore", "pipe", "inherit"] },
  );
  const exited = new Promise<void>((done) =>
    holder.once("exit", () => {
      done();
    }),
  );
  await new Promise<void>((held, failed) => {
    holder.stdout.once("data", () => {
      held();
    });
    void exited.then(() => {
      failed(new Error("the lock holder exited before it held the lock"));
    });
  });
  return async () => {
    holder.kill("SIGKILL");
    await exited;
  };
}

const pause = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

describe("stale-lock takeover", () => {
  it(
    "a lock holder killed with kill -9 while 8 identical and 8 different advances across CLI and 2 MCP servers wait: one output taken, the session goes on",
    async () => {
      const rounds = runs(20);
      const [a, b] = await Promise.all([
        connect("g2k", ["--session-dir", sessions]),
        connect("g2k", ["--session-dir", sessions]),
      ]);
      const figures = { doubleTakes: 0, unusable: 0, calls: 0 };
      try {
        for (let round = 0; round < rounds; round += 1) {
          const { sessionId, file } = await startSession("g2k", sessions);
          const kill = await holdLock(file);
          const outputs = Array.from({ length: 16 }, (_, index) => ({ name: index < 8 ? "Ada" : `Bo${String(index)}` }));
          // Interleaved: every third call is a CLI process, the others alternate between the two servers.
          const calls = outputs.map(async (output, index) => {
            if (index % 3 === 0)
              return timed("g2k", [
                "advance",
                "--session",
                sessionId,
                "--step",
                "greet",
                "--output",
                JSON.stringify(output),
                "--print",
                "--session-dir",
                sessions,
              ]);
            return (index % 3 === 1 ? a : b).callTool("advance", { session: sessionId, step: "greet", output });
          });
          // The holder dies while every caller is waiting on its lock, so that they all find it stale at once.
          await pause(400);
          await kill();
          await Promise.all(calls);
          figures.calls += calls.length;
          const lines = sessionLines(file);
          if (typeof lines === "string") throw new Error(lines);
          const taken = lines.filter((line, index) => line["type"] === "output" && lines[index + 1]?.["type"] === "prompt");
          const prompts = lines.filter((line) => line["type"] === "prompt" && line["step"] === "ask-role");
          if (taken.length !== 1 || prompts.length !== 1) figures.doubleTakes += 1;
          const next = await timed("g2k", [
            "advance",
            "--session",
            sessionId,
            "--step",
            "ask-role",
            "--output",
            '{"role":"pm"}',
            "--print",
            "--session-dir",
            sessions,
          ]);
          if (next.status !== 0 || !next.stdout.includes('"step":"ask-hobby"')) figures.unusable += 1;
          expect(existsSync(`${file}.lock`)).toBe(false);
        }
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
      report(
        `stale-lock takeover: ${String(rounds)} rounds, ${String(figures.calls)} racing calls on a lock left by kill -9: ${String(figures.doubleTakes)} double-takes, ${String(figures.unusable)} unusable sessions`,
      );
      expect(figures).toMatchObject({ doubleTakes: 0, unusable: 0 });
    },
    scaledTimeout(240_000),
  );
});
