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
});
