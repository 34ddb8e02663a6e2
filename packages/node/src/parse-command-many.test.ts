// The flags-as-data parser's parts for `skill-kit-mcp` and `scripts/run mcp`: a flag of many values,
// flags taken only with a switch, another program's name, and help answering when it comes first.
import { describe, expect, it } from "vitest";
import { helpText, type CommandSpec } from "./command-spec.js";
import { parseCommand } from "./parse-command.js";

const spec = {
  program: "serve",
  command: "",
  operands: "--dirs <dir>...",
  summary: "Serve folders.",
  flags: [
    { name: "dirs", value: "dir", many: true, description: "Folders." },
    { name: "http", description: "Over HTTP." },
    { name: "port", value: "n", needs: "http", description: "The port." },
  ],
} as const satisfies CommandSpec;

describe("parseCommand for one-command programs", () => {
  it("takes the words after a many flag up to the next that starts with '-', and repeats", () => {
    const parsed = parseCommand(spec, ["--dirs", "a", "b", "--http", "--dirs=c", "d", "--dirs", "-", "e"]);
    expect(parsed.values("dirs")).toEqual(["a", "b", "c"]);
    expect(parsed.operands).toEqual(["d", "-", "e"]);
    expect(parsed.value("dirs")).toBe("c");
    expect(parseCommand(spec, ["--dirs", "--http"]).values("dirs")).toEqual([]);
  });

  it("refuses a flag given without the switch it needs", () => {
    expect(() => parseCommand(spec, ["--port", "1"])).toThrow("--port is taken only with --http");
    expect(parseCommand(spec, ["--port", "1", "--http"]).value("port")).toBe("1");
  });

  it("names the program in mistakes and help, and answers the first of help and a mistake", () => {
    expect(() => parseCommand(spec, ["--nope"])).toThrow(
      'unknown option "--nope" for serve\nUsage: serve --dirs <dir>... [options]',
    );
    expect(() => parseCommand(spec, ["--nope", "--help"])).toThrow("unknown option");
    expect(parseCommand(spec, ["--help", "--nope", "--port", "1"]).help).toBe(true);
    expect(helpText(spec)).toContain("  --dirs <dir>...  Folders.");
  });
});
