// The corpus guard through real vitest runs of one guarded file: without the corpus it skips with
// a printed line; with CI=true a missing corpus fails the run.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const vitest = fileURLToPath(new URL("../../node_modules/vitest/vitest.mjs", import.meta.url));
const guarded = "packages/loader/test/strict-corpus.test.ts";

function runGuarded(env: Record<string, string>): { status: number | null; output: string } {
  const { CI: _ci, ...rest } = process.env;
  const run = spawnSync(process.execPath, [vitest, "run", guarded], {
    cwd: root,
    encoding: "utf8",
    env: { ...rest, SKILL_KIT_CORPUS: "/nonexistent/corpus", ...env },
  });
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}

describe("a test that needs the shared corpus", () => {
  it("skips without it, printing what was skipped and why", () => {
    const run = runGuarded({});
    expect(run.status).toBe(0);
    expect(run.output).toContain(
      "[skipped] strict mode agrees with skills-ref: the SKILL.md corpus is not at /nonexistent/corpus",
    );
    expect(run.output).toMatch(/0 passed, 0 failed, \d+ skipped/);
  });

  it("fails without it under CI=true", () => {
    const run = runGuarded({ CI: "true" });
    expect(run.status).not.toBe(0);
    expect(run.output).toContain("needs the SKILL.md corpus, which is missing at /nonexistent/corpus");
  });
});
