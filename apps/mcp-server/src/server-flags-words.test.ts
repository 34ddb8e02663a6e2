// The words around the flags, read by the flags-as-data parser of @skill-kit/node.
import { describe, expect, it } from "vitest";
import { parseServerFlags } from "./server-flags.js";

describe("parseServerFlags on parseArgs", () => {
  it("takes folders only after a bare --skills, up to the next word that starts with '-'", () => {
    expect(parseServerFlags(["--skills", "a", "--skills", "b", "c"])).toMatchObject({ skills: ["a", "b", "c"] });
    expect(() => parseServerFlags(["--skills=a", "b"])).toThrow('unknown argument "b"');
    expect(() => parseServerFlags(["--skills", "-", "a"])).toThrow('unknown argument "-"');
    expect(() => parseServerFlags(["--skills", "--budget", "5"])).toThrow("--skills needs at least one folder");
    expect(() => parseServerFlags(["--skills", "a", "--", "b"])).toThrow('unknown argument "b"');
  });

  it("takes the next word as a value whatever it looks like, and words unknown options whole", () => {
    expect(() => parseServerFlags(["--skills", "a", "--budget", "--skills"])).toThrow(
      '--budget must be a whole number; found "--skills"',
    );
    expect(() => parseServerFlags(["--skills", "a", "--budget"])).toThrow("--budget needs a value: --budget <chars>");
    expect(parseServerFlags(["--skills", "a", "--session-dir", "-s"])).toMatchObject({ sessionDir: "-s" });
    expect(parseServerFlags(["--skills", "a", "--budget=7"])).toMatchObject({ budget: 7 });
    expect(() => parseServerFlags(["--skills", "a", "--nope=3"])).toThrow('unknown option "--nope" for skill-kit-mcp');
    expect(() => parseServerFlags(["--skills", "a", "-x"])).toThrow('unknown option "-x" for skill-kit-mcp');
  });

  it("answers the first thing it meets: a bad flag before --help is the error, --help before it wins", () => {
    expect(() => parseServerFlags(["--nope", "--help"])).toThrow('unknown option "--nope" for skill-kit-mcp');
    expect(parseServerFlags(["--help", "--nope"])).toBe("help");
  });
});
