import { describe, expect, it } from "vitest";
import { parseMcpFlags } from "./mcp-flags.js";

describe("parseMcpFlags", () => {
  it("reads host, tools and session dir", () => {
    expect(parseMcpFlags([])).toEqual({ host: "generic", tools: [] });
    expect(parseMcpFlags(["--host", "codex", "--tools", " A, ,B ", "--session-dir", "/tmp/x"])).toEqual({
      host: "codex",
      tools: ["A", "B"],
      sessionDir: "/tmp/x",
    });
  });

  it("asks for help", () => {
    expect(parseMcpFlags(["--host", "x", "-h"])).toBe("help");
  });

  it("refuses what mcp does not take", () => {
    expect(() => parseMcpFlags(["--subagent"])).toThrow('unknown option "--subagent" for scripts/run mcp');
    expect(() => parseMcpFlags(["--params", "{}"])).toThrow('unknown option "--params" for scripts/run mcp');
    expect(() => parseMcpFlags(["--bogus"])).toThrow('unknown option "--bogus" for scripts/run mcp');
    expect(() => parseMcpFlags(["serve"])).toThrow(/takes no command/);
    expect(() => parseMcpFlags(["--port", "3000"])).toThrow("--port is taken only with --http");
    expect(() => parseMcpFlags(["--host"])).toThrow("--host needs a value: --host <id>");
  });

  it("refuses a store it cannot open, or both --session-dir and --store, with the CLI's messages", () => {
    expect(() => parseMcpFlags(["--store", "mysql://db"])).toThrow(
      '--store takes file:DIR, postgres://… or redis://…, found "mysql://db"',
    );
    expect(() => parseMcpFlags(["--store", "file:/a", "--session-dir", "/b"])).toThrow(/go one at a time/);
    expect(parseMcpFlags(["--http", "--port", "0", "--agent-host", "codex", "--max-user-requests", "8"])).toMatchObject({
      host: "codex",
      tools: [],
      http: { host: undefined, port: "0", tokens: undefined, tokenFile: undefined, noToken: false, maxBody: undefined },
    });
    expect(parseMcpFlags(["--http", "--max-user-requests", "8"])).toMatchObject({ http: { maxUserRequests: "8" } });
    expect(() => parseMcpFlags(["--max-connections", "8"])).toThrow("--max-connections is taken only with --http");
  });

  it("bounds runs with --http by default, over stdio only when a TTL is given, and refuses bad values", () => {
    const day = 86_400_000;
    expect(parseMcpFlags(["--http"])).toMatchObject({
      runLimits: { maxLiveRuns: 100, runTtlMs: 7 * day, finishedRunTtlMs: day },
    });
    expect(parseMcpFlags(["--http", "--max-runs-per-user", "5", "--run-ttl", "12h", "--finished-run-ttl", "90s"])).toMatchObject({
      runLimits: { maxLiveRuns: 5, runTtlMs: 12 * 3_600_000, finishedRunTtlMs: 90_000 },
    });
    expect(parseMcpFlags([])).not.toHaveProperty("runLimits");
    expect(parseMcpFlags(["--run-ttl", "30m"])).toMatchObject({ runLimits: { runTtlMs: 1_800_000, finishedRunTtlMs: day } });
    expect(parseMcpFlags(["--finished-run-ttl", "5000"])).toMatchObject({
      runLimits: { runTtlMs: 7 * day, finishedRunTtlMs: 5000 },
    });
    expect(() => parseMcpFlags(["--max-runs-per-user", "5"])).toThrow("--max-runs-per-user is taken only with --http");
    expect(() => parseMcpFlags(["--http", "--max-runs-per-user", "0"])).toThrow(
      '--max-runs-per-user must be a whole number from 1 to 1000000, found "0"',
    );
    for (const bad of ["7 days", "500ms", "400d", "-1h", "1.5h"])
      expect(() => parseMcpFlags(["--run-ttl", bad])).toThrow(`--run-ttl takes a duration from 1s to 366d`);
  });
});
