import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const bin = fileURLToPath(new URL("../dist/bin.js", import.meta.url));
const run = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: "utf8" });

describe("skill-kit binary", () => {
  it("prints usage to stderr and exits 0 with --help", () => {
    const result = run("--help");
    expect(result.status).toBe(0);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain("Usage: skill-kit <command>");
  });

  it("refuses an unknown command with a usage error, exit 2", () => {
    const result = run("frobnicate");
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^error: unknown command "frobnicate"/);
  });
});

describe("first-hour details", () => {
  it("--version (and -v) prints the CLI's version on stdout, exit 0", () => {
    const version = (JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string })
      .version;
    for (const flag of ["--version", "-v"]) {
      const result = run(flag);
      expect(result.status).toBe(0);
      expect(result.stdout).toBe(`${version}\n`);
    }
  });

  it("suggests the command a typo was meant to be", () => {
    const result = run("biuld", "x.ts");
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^error: unknown command "biuld"; did you mean "build"\?/);
    expect(run("graf").stderr).toContain('did you mean "graph"?');
    expect(run("frobnicate").stderr).not.toContain("did you mean");
  });

  it("a skill that throws while loading exits 1 from run, as from check, build and graph", () => {
    const throwing = join(mkdtempSync(join(tmpdir(), "skill-kit-throws-")), "throws.ts");
    writeFileSync(throwing, 'throw new Error("broken on purpose");\nexport default {};\n');
    for (const command of [
      ["run", throwing, "--params", "{}"],
      ["check", throwing],
      ["graph", throwing],
      ["build", throwing, "-o", `${throwing}.out`],
    ]) {
      const result = run(...command);
      expect(result.status, command[0]).toBe(1);
      expect(result.stderr, command[0]).toContain("broken on purpose");
    }
    rmSync(dirname(throwing), { recursive: true, force: true });
  });
});
