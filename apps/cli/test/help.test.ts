import { spawnSync } from "node:child_process";
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
