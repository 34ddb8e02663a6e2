// An MCP advance and a CLI advance write the same bytes: both call cli-protocol's sessions API.
// One session, copied into two folders, is advanced by a built skill's `scripts/run advance`
// in one and by its `scripts/run mcp` (the SDK client over stdio) in the other.
import { copyFileSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runCli, tempDir } from "@skill-kit/test-utils/run-cli";
import { connect, sessionsIn } from "@skill-kit/test-utils/mcp-client";

let sandbox: ReturnType<typeof tempDir>;
beforeEach(() => {
  sandbox = tempDir("skill-kit-mcp-same-files-");
});
afterEach(() => {
  sandbox.remove();
});

// A refusal, the run to its end, a repeat of a step already taken, and one after done.
const submissions: readonly (readonly [string, unknown])[] = [
  ["greet", { name: 7 }],
  ["greet", { name: "Ada" }],
  ["ask-role", { role: "pm" }],
  ["greet", { name: "Ada" }],
  ["ask-hobby", { hobby: "go", wantsMore: false }],
  ["confirm-profile", { approved: true }],
  ["profile-card", { card: "Ada" }],
  ["profile-card", { card: "Ada" }],
];

describe("session files", () => {
  it("an MCP advance and a CLI advance produce identical session files", async () => {
    const byCli = join(sandbox.dir, "cli");
    const byMcp = join(sandbox.dir, "mcp");
    sessionsIn(byCli);
    sessionsIn(byMcp);
    const cliSessions = join(byCli, "sessions");
    const mcpSessions = join(byMcp, "sessions");
    const started = runCli("g2k", [
      "start",
      "--session",
      "new",
      "--output-mode",
      "flag",
      "--host",
      "claude-code",
      "--tools",
      "Bash,Read",
      "--params",
      '{"greeting":"Hi"}',
      "--session-dir",
      cliSessions,
    ]);
    expect(started.status, started.stderr).toBe(0);
    const { sessionId: session, file } = started.json();
    const name = `skill-kit-${String(session)}.jsonl`;
    copyFileSync(String(file), join(mcpSessions, name));
    const server = await connect("g2k", ["--session-dir", mcpSessions]);
    for (const [step, output] of submissions) {
      const cli = runCli("g2k", [
        "advance",
        "--session",
        String(session),
        "--step",
        step,
        "--output",
        JSON.stringify(output),
        "--print",
        "--session-dir",
        cliSessions,
      ]);
      expect(cli.status, cli.stderr).toBe(0);
      const mcp = await server.callTool("advance", { session, step, output });
      expect(mcp.isError).not.toBe(true);
      expect(mcp.structuredContent).toMatchObject({ session, status: cli.json()["kind"] });
    }
    await server.close();
    const written = readFileSync(join(mcpSessions, name));
    expect(written.toString("utf8")).toBe(readFileSync(join(cliSessions, name), "utf8"));
    // The header and the first prompt, then an output and a result line per submission but the two repeats.
    expect(written.toString("utf8").trimEnd().split("\n")).toHaveLength(2 + 2 * (submissions.length - 2));
  });
});
