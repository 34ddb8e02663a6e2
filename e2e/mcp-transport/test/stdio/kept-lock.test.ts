// A stdio server keeps a run's lock between calls (docs/decisions/2026-11-27-kept-session-lock.md):
// the lock file stays while calls come, a CLI call on the same run still gets its turn, and the
// server's exit lets the lock go.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli, tempDir } from "@skill-kit/test-utils/run-cli";
import { call, connect, sessionsIn } from "@skill-kit/test-utils/mcp-client";

const sandbox = tempDir("skill-kit-mcp-kept-lock-");
afterAll(() => {
  sandbox.remove();
});

describe("a stdio server's kept lock", () => {
  it("stays between calls, lets a CLI call through, and goes when the server exits", async () => {
    const sessions = sessionsIn(sandbox.dir);
    const server = await connect("g2k", ["--session-dir", sessions]);
    const session = String((await call(server, "start", { params: {} }))["session"]);
    await call(server, "advance", { session, step: "greet", output: { name: "Ada" } });
    const lock = join(sessions, `skill-kit-${session}.jsonl.lock`);
    expect(existsSync(lock)).toBe(true);
    // Another process waits for the run (at most the keep time longer), then advances it.
    const cli = runCli(
      "g2k",
      ["advance", "--session", session, "--session-dir", sessions, "--step", "ask-role", "--output", '{"role":"pm"}', "--print"],
      { env: { SKILL_CASE: "promptless" } },
    );
    expect(cli.status, cli.stderr).toBe(0);
    expect(JSON.parse(cli.stdout)).toMatchObject({ kind: "prompt", step: "ask-hobby" });
    await call(server, "advance", { session, step: "ask-hobby", output: { hobby: "go", wantsMore: false } });
    expect(existsSync(lock)).toBe(true);
    await server.close();
    expect(existsSync(lock)).toBe(false);
  });
});
