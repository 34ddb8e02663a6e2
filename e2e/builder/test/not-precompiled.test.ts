// The build says which types a valid step meets that it could not precompile, and why: a step
// that meets one loads ArkType (issue 19).
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bin, fixture, tempDir } from "@skill-kit/test-utils/run-cli";

const sandbox = tempDir("skill-kit-not-precompiled-");
afterAll(() => {
  sandbox.remove();
});

const build = (name: string, flags: readonly string[] = []) =>
  spawnSync(process.execPath, [bin, "build", fixture(name), "-o", join(sandbox.dir, name), "--no-typecheck", ...flags], {
    encoding: "utf8",
  });

describe("skill-kit build and types it cannot precompile", () => {
  it("prints each one with where the skill uses it and why", () => {
    const run = build("slow-types");
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stderr.split("\n").filter((line) => line.includes("leaves the fast path"));
    expect(lines).toEqual([
      `warning: leaves the fast path (a step that meets it loads ArkType): store "notes" (writes of a save), { inner: { text: string = "" } }: it has a morph or a default below the top level (a parse keyword, .pipe, .to, => or a nested \`= value\`), which ArkType runs with its full traversal`,
      'warning: leaves the fast path (a step that meets it loads ArkType): step "when" response, { date: (In: string) => Out<Date> }: it has a morph or a default below the top level (a parse keyword, .pipe, .to, => or a nested `= value`), which ArkType runs with its full traversal',
      'warning: leaves the fast path (a step that meets it loads ArkType): step "who" response, { name: string }: its check calls a function (an anonymous function: a narrow, a predicate or a class)',
    ]);
  });

  it("lists them in --json as notPrecompiled", () => {
    const run = build("slow-types", ["--json"]);
    const result = JSON.parse(run.stdout) as { notPrecompiled: { where: string }[] };
    expect(result.notPrecompiled.map((type) => type.where)).toEqual([
      'store "notes" (writes of a save)',
      'step "when" response',
      'step "who" response',
    ]);
  });

  it("says when the skill uses ArkType while it loads, so that every step loads it", () => {
    const run = build("eager-types");
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr.split("\n").filter((line) => line.includes("while it loads"))).toEqual([
      "warning: leaves the fast path (a step that meets it loads ArkType): the skill's module, while it loads, type: it asks ArkType for .module, so every step loads ArkType",
      'warning: leaves the fast path (a step that meets it loads ArkType): the skill\'s module, while it loads, "blue" | "red": it asks ArkType for .expression, so every step loads ArkType',
    ]);
  });

  it("prints none for a skill whose types are all precompiled", () => {
    const run = build("g2k", ["--json"]);
    expect(run.stderr).not.toContain("leaves the fast path");
    expect((JSON.parse(run.stdout) as { notPrecompiled: unknown[] }).notPrecompiled).toEqual([]);
  });
});
