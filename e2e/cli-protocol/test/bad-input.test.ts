// Bad input gets a specific message, the documented exit code, never a stack trace, never a hang.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli, tempDir } from "@skill-kit/test-utils/run-cli";

const sandbox = tempDir("skill-kit-bad-input-");
afterAll(() => {
  sandbox.remove();
});

const g2k = (args: string[], input?: string) => runCli("g2k", args, input === undefined ? {} : { input });
const noTrace = (stderr: string) => {
  expect(stderr).not.toMatch(/\n\s+at /);
};

describe("usage errors: stderr, exit 1", () => {
  it.each([
    ["an unknown flag", ["advance", "--stepp", "greet"], "unknown flag --stepp"],
    ["--name=value", ["advance", "--step=greet", "--output", "{}"], "write --step <value> as two words"],
    ["params that are not an object", ["--params", "[1,2]"], "--params must be a JSON object"],
    [
      "a history that is not an array",
      ["advance", "--step", "greet", "--output", "{}", "--history", "{}"],
      "--history must be a JSON array",
    ],
    [
      "an unreadable @file",
      ["advance", "--step", "greet", "--output", "@/no/such/file.json"],
      "--output @/no/such/file.json: cannot read the file (ENOENT)",
    ],
    ["a bad --output-mode", ["--session", "new", "--output-mode", "fax"], '--output-mode must be "file" or "flag"'],
  ])("%s", (_, args, message) => {
    const out = g2k(args);
    expect(out.status).toBe(1);
    expect(out.stdout).toBe("");
    expect(out.stderr).toContain(message);
    noTrace(out.stderr);
  });

  it("a 5 MB value gets a size message", () => {
    const file = join(sandbox.dir, "huge.json");
    writeFileSync(file, JSON.stringify({ name: "x".repeat(5 * 1024 * 1024) }));
    const out = g2k(["advance", "--step", "greet", "--output", `@${file}`]);
    expect(out.status).toBe(1);
    expect(out.stderr).toMatch(/--output @.* is \d+ bytes; the limit is 1048576 bytes/);
  });

  it("JSON nested 10,000 levels deep gets a nesting message", () => {
    const deep = `${"[".repeat(10_000)}${"]".repeat(10_000)}`;
    const out = g2k(["advance", "--step", "greet", "--output", "-"], deep);
    expect(out.status).toBe(1);
    expect(out.stderr).toContain("nested more than 200 levels");
    noTrace(out.stderr);
  });
});

describe("24: invalid primitive configs fail at definition time", () => {
  it("an askUser with five options stops the skill from loading, with a clear message", () => {
    const out = runCli("bad-primitive", ["--params", "{}"], { via: "source" });
    expect(out.status).not.toBe(0);
    expect(out.stdout).toBe("");
    expect(out.stderr).toMatch(/2 to 4 options|between 2 and 4|2–4 options/);
  });
});

describe("protocol errors: JSON on stdout, exit 0", () => {
  it.each([
    ["a string output", '"Ada"'],
    ["a null output", "null"],
    ["a wrong type", '{"name":42}'],
    ["prototype keys", '{"__proto__":{"x":1},"name":"A","constructor":{"prototype":{"y":1}}}'],
  ])("%s", (_, output) => {
    const out = g2k(["advance", "--step", "greet", "--output", output]);
    expect(out.status).toBe(0);
    const result = out.json();
    expect(["error", "prompt"]).toContain(result["kind"]);
    noTrace(out.stderr);
  });
});
