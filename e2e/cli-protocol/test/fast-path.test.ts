// The built step program (lazy ArkType, precompiled checks) is an optimisation only: the same
// calls give the same bytes, exit codes and session files from the build and from source.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { builtRun, runCli, tempDir, type CliOptions } from "@skill-kit/test-utils/run-cli";

const sandbox = tempDir("skill-kit-fast-path-");
afterAll(() => {
  sandbox.remove();
});

// The built program keeps its code cache in the user's cache folder: one of this test's own.
const ways: Readonly<Record<string, CliOptions>> = {
  built: { env: { XDG_CACHE_HOME: join(sandbox.dir, "cache-home") } },
  source: { via: "source" },
};

const calls: readonly (readonly string[])[] = [
  ["--params", "{}"],
  ["advance", "--step", "greet", "--output", '{"name":"Ada"}', "--history", "[]", "--params", "{}"],
  ["advance", "--step", "greet", "--output", '{"name":7}', "--history", "[]", "--params", "{}"],
  ["advance", "--step", "nope", "--output", "{}", "--history", "[]"],
  ["--params", "{not json"],
  ["--help"],
  ["topics"],
];

const builtBin = () => join(builtRun("g2k"), "..", "..", "bin");
const builtFiles = [
  "arktype.cjs",
  "get-to-know-you.cjs",
  "get-to-know-you.main.cjs",
  "get-to-know-you.main.cjs.cache.br",
  "get-to-know-you.mjs",
  "mcp.cjs",
];

describe("the built program and source answer alike", () => {
  it("is a CommonJS step program, with ArkType and MCP in files of their own (HTTP and the database stores are opt in)", () => {
    expect(readdirSync(builtBin()).sort()).toEqual(builtFiles);
  });

  it.each(calls)("%j", (...args) => {
    const [built, source] = Object.values(ways).map((options) => {
      const { status, stdout, stderr } = runCli("g2k", args, options);
      return { status, stdout, stderr };
    });
    expect(built?.status).not.toBeNull();
    expect(source).toEqual(built);
  });

  it("writes the same session file", () => {
    const files = Object.entries(ways).map(([way, options]) => {
      const dir = join(sandbox.dir, way);
      const flags = ["--session-dir", dir, "--print"];
      const started = runCli(
        "g2k",
        ["--params", "{}", "--session", "new", "--session-dir", dir, "--output-mode", "flag"],
        options,
      ).json();
      const id = String(started["sessionId"]);
      runCli("g2k", ["advance", "--session", id, "--step", "greet", "--output", '{"name":"Ada"}', ...flags], options);
      return readFileSync(join(dir, `skill-kit-${id}.jsonl`), "utf8")
        .replaceAll(id, "<id>")
        .replaceAll(/"([a-zA-Z]*At)":"[^"]*"/g, '"$1":"<time>"');
    });
    expect(files[1]).toBe(files[0]);
  });

  it("leaves the built skill's bin/ as the build made it after every call above (its code cache is kept in the user's folder)", () => {
    expect(readdirSync(builtBin()).sort()).toEqual(builtFiles);
    expect(readdirSync(join(sandbox.dir, "cache-home", "skill-kit", "code-cache"))).toEqual([
      expect.stringMatching(/^get-to-know-you\.main\.cjs\..+\.[0-9a-f]{16}\.cache$/),
    ]);
  });
});
