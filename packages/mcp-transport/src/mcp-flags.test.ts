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
    expect(() => parseMcpFlags(["--subagent"])).toThrow(/does not take --subagent/);
    expect(() => parseMcpFlags(["--params", "{}"])).toThrow(/does not take --params/);
    expect(() => parseMcpFlags(["--bogus"])).toThrow(/does not take --bogus/);
    expect(() => parseMcpFlags(["serve"])).toThrow(/takes no command/);
  });
});
