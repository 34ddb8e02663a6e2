import { describe, expect, it } from "vitest";
import { defaultBudget, defaultMaxProcesses, parseServerFlags } from "./server-flags.js";
import { UsageError } from "@skill-kit/primitives";

describe("parseServerFlags", () => {
  it("takes several folders after one --skills, repeated --skills and --flag=value", () => {
    expect(parseServerFlags(["--skills", "a", "b", "--budget", "500", "--skills=c"])).toEqual({
      skills: ["a", "b", "c"],
      budget: 500,
      maxProcesses: defaultMaxProcesses,
    });
    expect(parseServerFlags(["--skills", "a", "--session-dir", "/tmp/s"])).toEqual({
      skills: ["a"],
      budget: defaultBudget,
      sessionDir: "/tmp/s",
      maxProcesses: defaultMaxProcesses,
    });
    expect(parseServerFlags(["--skills", "a", "--max-processes", "3"])).toMatchObject({ maxProcesses: 3 });
    expect(parseServerFlags(["--skills", "a", "-h"])).toBe("help");
    expect(parseServerFlags(["--skills", "a", "--watch"])).toMatchObject({ skills: ["a"], watch: true });
    expect(parseServerFlags(["--skills", "a"])).not.toHaveProperty("watch");
  });

  it("reads the run limits: always with --http (defaults for what is not given), over stdio only with a TTL", () => {
    const day = 86_400_000;
    expect(parseServerFlags(["--skills", "a", "--http", "--max-runs-per-user", "5", "--run-ttl", "12h"])).toMatchObject({
      runLimits: { maxLiveRuns: 5, runTtlMs: 43_200_000, finishedRunTtlMs: day },
    });
    expect(parseServerFlags(["--skills", "a", "--http"])).toMatchObject({
      runLimits: { maxLiveRuns: 100, runTtlMs: 7 * day, finishedRunTtlMs: day },
    });
    expect(parseServerFlags(["--skills", "a"])).not.toHaveProperty("runLimits");
    expect(parseServerFlags(["--skills", "a", "--finished-run-ttl", "30m"])).toMatchObject({
      runLimits: { finishedRunTtlMs: 1_800_000 },
    });
    expect(() => parseServerFlags(["--skills", "a", "--max-runs-per-user", "5"])).toThrow(
      "--max-runs-per-user is taken only with --http",
    );
    expect(() => parseServerFlags(["--skills", "a", "--run-ttl", "later"])).toThrow("--run-ttl takes a duration");
  });

  it("refuses what it cannot use", () => {
    expect(() => parseServerFlags([])).toThrow(UsageError);
    expect(() => parseServerFlags(["--skills"])).toThrow("--skills needs at least one folder");
    expect(() => parseServerFlags(["--skills", "a", "--budget", "-1"])).toThrow('--budget must be a whole number; found "-1"');
    expect(() => parseServerFlags(["--skills", "a", "--session-dir"])).toThrow(
      "--session-dir needs a value: --session-dir <dir>",
    );
    expect(() => parseServerFlags(["--skills", "a", "--max-processes", "0"])).toThrow("--max-processes must be at least 1");
    expect(() => parseServerFlags(["--skills", "a", "--max-processes", "two"])).toThrow(
      '--max-processes must be a whole number; found "two"',
    );
    expect(() => parseServerFlags(["--skills", "a", "extra", "--nope"])).toThrow('unknown option "--nope" for skill-kit-mcp');
    expect(() => parseServerFlags(["--skills", "a", "--watch", "--http"])).toThrow("--watch works over stdio only");
  });
});
