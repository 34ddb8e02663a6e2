// The startup snapshot a node-mode build makes, and how scripts/run picks it or the bundle.
import { spawnSync } from "node:child_process";
import { readdirSync, renameSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bin, fixture, tempDir } from "../protocol/run-cli.js";

const sandbox = tempDir("skill-kit-snapshot-test-");
afterAll(() => { sandbox.remove(); });

const build = (name: string, out: string, ...flags: string[]) => spawnSync(process.execPath, [bin, "build", fixture(name), "-o", join(sandbox.dir, out), "--json", ...flags], { encoding: "utf8" });
const blobs = (out: string) => readdirSync(join(sandbox.dir, out, "bin")).filter((file) => file.endsWith(".blob"));
const start = (out: string, env: Record<string, string> = {}) => spawnSync(join(sandbox.dir, out, "scripts/run"), ["--params", "{}"], { encoding: "utf8", env: { ...process.env, ...env } });
const platform = { linux: "linux", darwin: "darwin" }[process.platform as string] ?? "other";

describe("startup snapshot", () => {
  it("is made for the Node that builds, named after its version, platform and architecture", () => {
    const result = build("g2k", "g2k");
    expect(result.status).toBe(0);
    const summary = JSON.parse(result.stdout) as { files: string[]; snapshotBytes?: number };
    const name = `get-to-know-you.node-${process.version}-${platform}-${process.arch}.blob`;
    expect(blobs("g2k")).toEqual([name]);
    expect(summary.files).toContain(`bin/${name}`);
    expect(summary.snapshotBytes).toBeGreaterThan(1_000_000);
  });

  it("is not used by another Node version: scripts/run falls back to the bundle", () => {
    const before = start("g2k");
    const [blob = ""] = blobs("g2k");
    const other = blob.replace(process.version, "v1.0.0");
    renameSync(join(sandbox.dir, "g2k/bin", blob), join(sandbox.dir, "g2k/bin", other));
    const after = start("g2k");
    expect(after.status).toBe(0);
    expect(after.stdout).toBe(before.stdout);
    renameSync(join(sandbox.dir, "g2k/bin", other), join(sandbox.dir, "g2k/bin", blob));
  });

  it("is not used under NODE_OPTIONS, whose V8 flags would make the snapshot refuse to load", () => {
    const plain = start("g2k");
    const withOptions = start("g2k", { NODE_OPTIONS: "--max-old-space-size=4096" });
    expect(withOptions.stderr).toBe("");
    expect(withOptions.status).toBe(0);
    expect(withOptions.stdout).toBe(plain.stdout);
  });

  it("of an earlier build is removed by the next one, which makes its own", () => {
    expect(build("g2k", "g2k", "--no-snapshot").status).toBe(0);
    expect(blobs("g2k")).toEqual([]);
    expect(start("g2k").status).toBe(0);
  });

  it("is skipped with a warning when the skill cannot be snapshotted; its steps still run", () => {
    const result = build("no-snapshot", "no-snapshot");
    expect(result.status).toBe(0);
    expect(result.stderr).toMatch(/warning: no startup snapshot \(steps start from the bundle\): .*WebAssembly/);
    expect(blobs("no-snapshot")).toEqual([]);
    const started = start("no-snapshot");
    expect(started.status).toBe(0);
    expect(JSON.parse(started.stdout)).toMatchObject({ kind: "prompt", step: "report" });
    expect(started.stdout).toContain("WebAssembly is available");
  });
});
