import { describe, expect, it } from "vitest";
import { defaultBudget, parseServerFlags } from "./server-flags.js";
import { UsageError } from "./usage-error.js";

describe("parseServerFlags", () => {
  it("takes several folders after one --skills, repeated --skills and --flag=value", () => {
    expect(parseServerFlags(["--skills", "a", "b", "--budget", "500", "--skills=c"])).toEqual({ skills: ["a", "b", "c"], budget: 500 });
    expect(parseServerFlags(["--skills", "a", "--session-dir", "/tmp/s"])).toEqual({ skills: ["a"], budget: defaultBudget, sessionDir: "/tmp/s" });
    expect(parseServerFlags(["--skills", "a", "-h"])).toBe("help");
  });

  it("refuses what it cannot use", () => {
    expect(() => parseServerFlags([])).toThrow(UsageError);
    expect(() => parseServerFlags(["--skills"])).toThrow("--skills needs at least one folder");
    expect(() => parseServerFlags(["--skills", "a", "--budget", "-1"])).toThrow('--budget needs a whole number of characters; found "-1"');
    expect(() => parseServerFlags(["--skills", "a", "--session-dir"])).toThrow("--session-dir needs a folder");
    expect(() => parseServerFlags(["--skills", "a", "extra", "--nope"])).toThrow('unknown argument "--nope"');
  });
});
