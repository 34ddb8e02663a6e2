// The words around the flags, as the hand-written parser read them before parseArgs: kept exactly.
import { describe, expect, it } from "vitest";
import { parseServerFlags } from "./server-flags.js";

describe("parseServerFlags on parseArgs", () => {
  it("takes folders only after a bare --skills, up to the next word that starts with '-'", () => {
    expect(parseServerFlags(["--skills", "a", "--skills", "b", "c"])).toMatchObject({ skills: ["a", "b", "c"] });
    expect(() => parseServerFlags(["--skills=a", "b"])).toThrow('unknown argument "b"');
    expect(() => parseServerFlags(["--skills", "-", "a"])).toThrow('unknown argument "-"');
    expect(() => parseServerFlags(["--skills", "--budget", "5"])).toThrow("--skills needs at least one folder");
    expect(() => parseServerFlags(["--skills", "a", "--", "b"])).toThrow('unknown argument "--"');
  });

  it("takes the next word as a value whatever it looks like, and words unknown options whole", () => {
    expect(() => parseServerFlags(["--skills", "a", "--budget", "--skills"])).toThrow(
      '--budget needs a whole number of characters; found "--skills"',
    );
    expect(() => parseServerFlags(["--skills", "a", "--budget"])).toThrow(
      "--budget needs a whole number of characters; found nothing",
    );
    expect(parseServerFlags(["--skills", "a", "--session-dir", "-s"])).toMatchObject({ sessionDir: "-s" });
    expect(parseServerFlags(["--skills", "a", "--budget=7"])).toMatchObject({ budget: 7 });
    expect(() => parseServerFlags(["--skills", "a", "--nope=3"])).toThrow('unknown argument "--nope=3"');
    expect(() => parseServerFlags(["--skills", "a", "-x"])).toThrow('unknown argument "-x"');
  });

  it("answers the first thing it meets: a bad flag before --help is the error, --help before it wins", () => {
    expect(() => parseServerFlags(["--nope", "--help"])).toThrow('unknown argument "--nope"');
    expect(parseServerFlags(["--help", "--nope"])).toBe("help");
  });
});
