// A project made by `skill-kit new` installs, passes its own test, typechecks, lints and builds,
// and the built skill answers. Our packages are not on npm, so the test (not the CLI) packs the
// CLI and its workspace dependencies and points the project at the tarballs with pnpm overrides;
// everything else comes from the npm registry. Slow: it really installs.
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const bin = fileURLToPath(new URL("../dist/bin.js", import.meta.url));
const sandbox = mkdtempSync(join(tmpdir(), "skill-kit-new-install-"));
const tarballs = join(sandbox, "tarballs");
const project = join(sandbox, "demo-skill");
afterAll(() => { rmSync(sandbox, { recursive: true, force: true }); });

interface Manifest {
  readonly name: string;
  readonly dependencies?: Readonly<Record<string, string>>;
}

/** Every workspace package by name, with its folder. */
function workspacePackages(): Map<string, string> {
  const found = new Map<string, string>();
  for (const zone of ["packages", "apps"]) {
    for (const name of readdirSync(join(root, zone))) {
      const dir = join(root, zone, name);
      if (!existsSync(join(dir, "package.json"))) continue;
      found.set((JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Manifest).name, dir);
    }
  }
  return found;
}

/** @skill-kit/cli and, transitively, every workspace package it depends on. */
function packagesToPack(): Map<string, string> {
  const all = workspacePackages();
  const wanted = new Map<string, string>();
  const visit = (name: string): void => {
    const dir = all.get(name);
    if (dir === undefined || wanted.has(name)) return;
    wanted.set(name, dir);
    const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Manifest;
    for (const dependency of Object.keys(manifest.dependencies ?? {})) visit(dependency);
  };
  visit("@skill-kit/cli");
  return wanted;
}

// The install and scripts below should behave as they would in a user's shell, not as children
// of the pnpm that may be running this test.
const env = { ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith("npm_config_"))), NO_COLOR: "1" };
const sh = (command: string, args: readonly string[], cwd: string): SpawnSyncReturns<string> =>
  spawnSync(command, args, { cwd, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
const succeeded = (result: SpawnSyncReturns<string>, what: string): SpawnSyncReturns<string> => {
  if (result.status !== 0) throw new Error(`${what} exited ${String(result.status)}\n${result.stdout}\n${result.stderr}\n${String(result.error ?? "")}`);
  return result;
};

describe("a project made by skill-kit new", () => {
  beforeAll(() => {
    const overrides: string[] = [];
    for (const [name, dir] of packagesToPack()) {
      const packed = succeeded(sh("pnpm", ["pack", "--pack-destination", tarballs], dir), `pnpm pack in ${dir}`);
      const tarball = /\S+\.tgz/.exec(packed.stdout.split("\n").reverse().find((line) => line.endsWith(".tgz")) ?? "")?.[0];
      if (tarball === undefined) throw new Error(`pnpm pack in ${dir} named no tarball:\n${packed.stdout}`);
      overrides.push(`  ${JSON.stringify(name)}: ${JSON.stringify(`file:${tarball}`)}`);
    }
    succeeded(sh(process.execPath, [bin, "new", "demo-skill", "--dir", project], sandbox), "skill-kit new");
    appendFileSync(join(project, "pnpm-workspace.yaml"), `\n# Written by the test: our packages are not on npm.\noverrides:\n${overrides.join("\n")}\n`);
    succeeded(sh("pnpm", ["install", "--no-frozen-lockfile"], project), "pnpm install");
  }, 300_000);

  it("passes its own test", () => {
    const result = succeeded(sh("pnpm", ["run", "test"], project), "pnpm run test");
    // eslint-disable-next-line no-control-regex -- colour codes, in case a tool ignores NO_COLOR
    expect(result.stdout.replace(/\u001b\[[0-9;]*m/g, "")).toMatch(/Tests\s+2 passed \(2\)/);
  }, 120_000);

  it("typechecks and lints clean", () => {
    succeeded(sh("pnpm", ["run", "typecheck"], project), "pnpm run typecheck");
    const check = succeeded(sh("pnpm", ["run", "check"], project), "pnpm run check");
    expect(check.stderr).toContain("✓ no issues found in demo-skill");
  }, 120_000);

  it("builds dist/demo-skill, whose scripts/run prints the first prompt", () => {
    succeeded(sh("pnpm", ["run", "build"], project), "pnpm run build");
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
