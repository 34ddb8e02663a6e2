// parseCommand on node:util parseArgs reads every word as the hand-written parser did before it.
import { describe, expect, it } from "vitest";
import type { CommandSpec } from "./command-spec.js";
import { parseCommand } from "./parse-command.js";

const spec = {
  command: "graph",
  operands: "<entry.ts>",
  summary: "Draw a skill's workflow.",
  flags: [
    { name: "format", value: "format", choices: ["mermaid", "dot"], description: "The diagram language." },
    { name: "out", short: "o", value: "file", description: "Write the diagram to <file>." },
    { name: "json", description: "Print JSON." },
  ],
} as const satisfies CommandSpec;

const parse = (...args: string[]) => {
  const parsed = parseCommand(spec, args);
  return {
    help: parsed.help,
    operands: parsed.operands,
    format: parsed.value("format"),
    out: parsed.value("out"),
    json: parsed.has("json"),
  };
};

describe("parseCommand", () => {
  it("takes values after a space or '=', short flags, switches, '-' and operands after '--'", () => {
    expect(parse("a.ts", "--format", "dot", "-o", "x.mmd", "--json")).toEqual({
      help: false,
      operands: ["a.ts"],
      format: "dot",
      out: "x.mmd",
      json: true,
    });
    expect(parse("--out=y", "-", "--", "--json", "-h")).toEqual({
      help: false,
      operands: ["-", "--json", "-h"],
      format: undefined,
      out: "y",
      json: false,
    });
    expect(parse("a.ts", "-h")).toMatchObject({ help: true });
    expect(parse("--help", "a.ts")).toMatchObject({ help: true, operands: ["a.ts"] });
  });

  it("takes the next word as a value whatever it looks like", () => {
    expect(parse("-o", "-h")).toMatchObject({ help: false, out: "-h" });
    expect(parse("--out", "--json")).toMatchObject({ out: "--json", json: false });
    expect(parse("--out", "--")).toMatchObject({ out: "--", operands: [] });
    expect(parse("--out", "a", "--out", "b")).toMatchObject({ out: "b" });
  });

  it("words each mistake as before", () => {
    const usage = "\nUsage: skill-kit graph <entry.ts> [options]";
    expect(() => parse("--fast")).toThrow(`unknown option "--fast" for skill-kit graph${usage}`);
    expect(() => parse("--fast=1")).toThrow(`unknown option "--fast" for skill-kit graph${usage}`);
    expect(() => parse("-x")).toThrow(`unknown option "-x" for skill-kit graph${usage}`);
    expect(() => parse("-ofile")).toThrow(`unknown option "-ofile" for skill-kit graph${usage}`);
    expect(() => parse("-o=file")).toThrow(`unknown option "-o=file" for skill-kit graph${usage}`);
    expect(() => parse("-demo")).toThrow(`unknown option "-demo" for skill-kit graph${usage}`);
    expect(() => parse("-hx")).toThrow(`unknown option "-hx" for skill-kit graph${usage}`);
    expect(() => parse("--help=1")).toThrow(`unknown option "--help" for skill-kit graph${usage}`);
    expect(() => parse("--json=1")).toThrow("--json takes no value");
    expect(() => parse("--json=")).toThrow("--json takes no value");
    expect(() => parse("-o")).toThrow("-o needs a value: -o, --out <file>");
    expect(() => parse("--format")).toThrow("--format needs a value: --format <mermaid|dot>");
    expect(() => parse("--format=")).toThrow('--format must be one of mermaid, dot; found ""');
    expect(() => parse("--fast", "--help")).toThrow("unknown option");
  });
});
