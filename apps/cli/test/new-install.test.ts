// A project made by `skill-kit new` from this checkout installs with plain `npm install`, passes
// its own test, typechecks (a `node:` import included), lints and builds, and the built skill
// answers. `new` packs our packages into vendor/ (they are not on npm yet); everything else comes
// from the npm registry. Slow: it really installs.
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const bin = fileURLToPath(new URL("../dist/bin.js", import.meta.url));
const sandbox = mkdtempSync(join(tmpdir(), "skill-kit-new-install-"));
const project = join(sandbox, "demo-skill");
afterAll(() => {
  rmSync(sandbox, { recursive: true, force: true });
});

// The install and scripts below should behave as they would in a user's shell, not as children
// of the pnpm that may be running this test.
const env = {
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith("npm_config_"))),
  NO_COLOR: "1",
};
// spawnSync blocks the event loop, so vitest's own timeout cannot stop a hung command: this one can.
const sh = (command: string, args: readonly string[], cwd: string): SpawnSyncReturns<string> =>
  spawnSync(command, args, { cwd, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024, timeout: 240_000 });
const succeeded = (result: SpawnSyncReturns<string>, what: string): SpawnSyncReturns<string> => {
  if (result.status !== 0)
    throw new Error(`${what} exited ${String(result.status)}\n${result.stdout}\n${result.stderr}\n${String(result.error ?? "")}`);
  return result;
};

describe("a project made by skill-kit new", () => {
  beforeAll(() => {
    const made = succeeded(sh(process.execPath, [bin, "new", "demo-skill", "--dir", project], sandbox), "skill-kit new");
    expect(made.stderr).toContain("vendor/");
    expect(readdirSync(join(project, "vendor")).some((file) => file.startsWith("skill-kit-core-"))).toBe(true);
    // An action's kind of code: the project's tsconfig must accept `node:` imports.
    writeFileSync(
      join(project, "src", "read-notes.ts"),
      'import { readFile } from "node:fs/promises";\n\nexport const readNotes = (path: string): Promise<string> => readFile(path, "utf8");\n',
    );
    succeeded(sh("npm", ["install", "--no-audit", "--no-fund"], project), "npm install");
    expect(existsSync(join(project, "node_modules", "@skill-kit", "core", "package.json"))).toBe(true);
  }, 300_000);

  it("passes its own test", () => {
    const result = succeeded(sh("npm", ["test"], project), "npm test");
    // eslint-disable-next-line no-control-regex -- colour codes, in case a tool ignores NO_COLOR
    expect(result.stdout.replace(/\u001b\[[0-9;]*m/g, "")).toMatch(/Tests\s+2 passed \(2\)/);
  }, 120_000);

  it("typechecks and lints clean", () => {
    succeeded(sh("npm", ["run", "typecheck"], project), "npm run typecheck");
    const check = succeeded(sh("npm", ["run", "check"], project), "npm run check");
    expect(check.stderr).toContain("✓ no issues found in demo-skill");
  }, 120_000);

  it("builds dist/demo-skill, whose scripts/run prints the first prompt", () => {
    succeeded(sh("npm", ["run", "build"], project), "npm run build");
    const skillDir = join(project, "dist", "demo-skill");
    expect(readFileSync(join(skillDir, "SKILL.md"), "utf8")).toMatch(/^---\nname: demo-skill\n/);
    const started = succeeded(sh(join(skillDir, "scripts", "run"), ["--params", "{}"], project), "scripts/run");
    expect(JSON.parse(started.stdout)).toMatchObject({
      kind: "prompt",
      step: "ask-topic",
      prompt: expect.stringContaining("Which topic would you like an overview of?") as unknown,
      schema: { type: "object", required: ["topic"] },
    });
  }, 120_000);
});
