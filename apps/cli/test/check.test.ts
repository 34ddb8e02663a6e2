import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const bin = fileURLToPath(new URL("../dist/bin.js", import.meta.url));
const interview = fileURLToPath(new URL("../../../examples/interview/src/skill.ts", import.meta.url));
const run = (...args: string[]) => spawnSync(process.execPath, [bin, "check", ...args], { encoding: "utf8" });

// Inside the app, so the fixture's `@skill-kit/core` import resolves through its node_modules.
let dir = "";
const messy = `import { skill, terminal } from "@skill-kit/core";

export default skill({ name: "Messy_Skill", description: "Has problems.", entry: "start" })
  .step("start", { prompt: "Open EnterPlanMode and plan the work.", next: [{ to: "loop", when: () => true }, { to: "done" }] })
  .step("loop", { prompt: "Again.", next: "loop" })
  .step("done", { prompt: "Done.", next: terminal })
  .step("stray", { prompt: "Never shown.", next: terminal })
  .build();
`;
const patterns = `import { reference } from "@skill-kit/core";

export default reference({ name: "patterns", description: "Patterns." }).topic("errors", { label: "Errors", content: () => "Throw early." }).build();
`;

beforeAll(() => {
  dir = mkdtempSync(fileURLToPath(new URL("./.tmp-check-", import.meta.url)));
  writeFileSync(join(dir, "messy.ts"), messy);
  writeFileSync(join(dir, "patterns.ts"), patterns);
  mkdirSync(join(dir, "references"));
  writeFileSync(join(dir, "references", "unused.md"), "Nobody reads this.");
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("skill-kit check", () => {
  it("reports nothing on examples/interview: its cycle passes through a step with maxVisits, exit 0", () => {
    const result = run(interview);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe("✓ no issues found in profile-interview\n");
  });

  it.each(["build-a-game", "help-desk", "interview", "primitives-showcase", "reference-guide"])(
    "reports nothing on examples/%s (--json: an empty list)",
    (example) => {
      const result = run(fileURLToPath(new URL(`../../../examples/${example}/src/skill.ts`, import.meta.url)), "--json");
      expect(result.status).toBe(0);
      expect(JSON.parse(result.stdout)).toEqual([]);
    },
  );

  it("prints one line per diagnostic and a summary, exit 1 on errors", () => {
    const result = run(join(dir, "messy.ts"));
    expect(result.status).toBe(1);
    const lines = result.stderr.trimEnd().split("\n");
    expect(lines).toContain(
      "✗ dead-end [loop]: no path from this step ends the run (no terminal, function next, or sub-skill/topic route is reachable from it), so the run can only loop until a visit limit fails it",
    );
    expect(
      lines.some((line) => line.startsWith('✗ no-host-tool-names [start]: the prompt text names the host tool "EnterPlanMode"')),
    ).toBe(true);
    expect(
      lines.some((line) => line.startsWith("✗ skill-md: the generated SKILL.md fails the strict check (name-not-lowercase)")),
    ).toBe(true);
    expect(lines.some((line) => line.startsWith("⚠ orphan-references [references/unused.md]: "))).toBe(true);
    expect(lines.some((line) => line.startsWith("⚠ unreachable-step [stray]: "))).toBe(true);
    expect(lines.at(-1)).toMatch(/^✗ \d+ errors, \d+ warnings in Messy_Skill$/);
  });

  it("prints the diagnostics as JSON on stdout with --json", () => {
    const result = run(join(dir, "messy.ts"), "--json");
    expect(result.status).toBe(1);
    const diagnostics = JSON.parse(result.stdout) as { rule: string; severity: string; step?: string; file?: string }[];
    expect(diagnostics).toContainEqual(expect.objectContaining({ rule: "dead-end", severity: "error", step: "loop" }));
    expect(diagnostics).toContainEqual(
      expect.objectContaining({ rule: "orphan-references", severity: "warning", file: "references/unused.md" }),
    );
  });

  it("says there are no rules for a reference skill, exit 0", () => {
    const result = run(join(dir, "patterns.ts"));
    expect(result.status).toBe(0);
    expect(result.stderr).toContain("no lint rules for reference skills");
  });

  it("exits 1 with an error line for an entry that cannot be loaded", () => {
    const result = run(join(dir, "missing.ts"));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^error: entry file not found/);
  });

  it("exits 2 on usage errors: no entry, an unknown flag, two entries", () => {
    expect(run().status).toBe(2);
    expect(run().stderr).toMatch(/^error: missing the skill entry file/);
    const unknown = run(interview, "--strict");
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/^error: unknown option "--strict"/);
    expect(run("a.ts", "b.ts").status).toBe(2);
  });

  it("prints its help to stderr, exit 0", () => {
    const result = run("--help");
    expect(result.status).toBe(0);
    expect(result.stderr).toContain("Usage: skill-kit check <entry.ts> [options]");
    expect(result.stderr).toContain("--json");
  });
});
