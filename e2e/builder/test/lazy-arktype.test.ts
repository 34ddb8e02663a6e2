// A built skill loads ArkType only when a call needs it: the precompiled checks answer valid data,
// and everything else (invalid data, types used while loading) goes to ArkType, with the same result.
import { cpSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { spawnSync } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { builtRun, runCli, tempDir } from "@skill-kit/test-utils/run-cli";

const sandbox = tempDir("skill-kit-lazy-arktype-");
afterAll(() => {
  sandbox.remove();
});

/** A copy of a built skill without `bin/arktype.cjs`: any call that loads ArkType fails. */
function withoutArkType(skill: string): string {
  const dir = join(sandbox.dir, skill);
  cpSync(dirname(dirname(builtRun(skill))), dir, { recursive: true });
  rmSync(join(dir, "bin", "arktype.cjs"));
  return join(dir, "scripts", "run");
}

const call = (run: string, args: readonly string[]) => {
  const out = spawnSync(run, args, { encoding: "utf8" });
  return { status: out.status, stdout: out.stdout, stderr: out.stderr };
};

describe("lazy ArkType in a built skill", () => {
  const valid: readonly (readonly string[])[] = [
    ["--params", "{}"],
    ["--params", '{"greeting":"Hi"}'],
    ["advance", "--step", "greet", "--output", '{"name":"Ada"}', "--history", "[]", "--params", "{}"],
    [
      "advance",
      "--step",
      "ask-role",
      "--output",
      '{"role":"dev"}',
      "--history",
      '[{"step":"greet","response":{"name":"Ada"}}]',
      "--params",
      "{}",
    ],
  ];

  it.each(valid)("answers valid data without loading ArkType: %j", (...args) => {
    expect(call(withoutArkType("g2k"), args)).toEqual(call(builtRun("g2k"), args));
    expect(call(builtRun("g2k"), args).status).toBe(0);
  });

  it("loads ArkType for data the check does not accept, and reports ArkType's message", () => {
    const args = ["advance", "--step", "greet", "--output", '{"name":7}', "--history", "[]", "--params", "{}"];
    const built = call(builtRun("g2k"), args);
    expect(built.stdout).toContain("name must be a string (was a number)");
    const stripped = call(withoutArkType("g2k"), args);
    expect(stripped.status).not.toBe(0);
    expect(stripped.stderr).toContain("arktype.cjs");
  });

  it("runs a skill that uses its types while loading exactly as from source", () => {
    const calls: readonly (readonly string[])[] = [
      ["--params", "{}"],
      ["advance", "--step", "pick", "--output", '{"color":"red"}', "--history", "[]"],
      ["advance", "--step", "pick", "--output", '{"color":"green"}', "--history", "[]"],
      [
        "advance",
        "--step",
        "size",
        "--output",
        '{"size":"m","colors":["blue"]}',
        "--history",
        '[{"step":"pick","response":{"color":"red"}}]',
      ],
      [
        "advance",
        "--step",
        "size",
        "--output",
        '{"size":"m","colors":[]}',
        "--history",
        '[{"step":"pick","response":{"color":"red"}}]',
      ],
      ["--help"],
    ];
    const plain = ({ status, stdout, stderr }: { status: number | null; stdout: string; stderr: string }) => ({
      status,
      stdout,
      stderr,
    });
    for (const args of calls) {
      const built = plain(runCli("eager-types", args));
      expect(built.status, built.stderr).not.toBeNull();
      expect(plain(runCli("eager-types", args, { via: "source" }))).toEqual(built);
    }
  });
});
