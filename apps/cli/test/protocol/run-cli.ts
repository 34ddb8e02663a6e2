// Spawns the real `skill-kit` binary: `skill-kit run <fixture> …args`.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const bin = fileURLToPath(new URL("../../dist/bin.js", import.meta.url));
export const fixture = (name: string): string => fileURLToPath(new URL(`../fixtures/${name}.ts`, import.meta.url));

export interface CliResult {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
  json(): Record<string, unknown>;
}

export interface CliOptions {
  readonly env?: Readonly<Record<string, string>>;
  readonly input?: string;
  /** Send SIGKILL after this many milliseconds (crash tests). */
  readonly killAfterMs?: number;
}

function result(status: number | null, stdout: string, stderr: string): CliResult {
  return { status, stdout, stderr, json: () => JSON.parse(stdout) as Record<string, unknown> };
}

export function runCli(skill: string, args: readonly string[], options: CliOptions = {}): CliResult {
  const out = spawnSync(process.execPath, [bin, "run", fixture(skill), ...args], { encoding: "utf8", env: { ...process.env, ...options.env }, input: options.input ?? "", maxBuffer: 64 * 1024 * 1024 });
  return result(out.status, out.stdout, out.stderr);
}

/** The same, without blocking: for concurrency tests. */
export function runCliAsync(skill: string, args: readonly string[], options: CliOptions = {}): Promise<CliResult> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [bin, "run", fixture(skill), ...args], { env: { ...process.env, ...options.env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = options.killAfterMs === undefined ? undefined : setTimeout(() => child.kill("SIGKILL"), options.killAfterMs);
    child.on("close", (status) => {
      if (timer !== undefined) clearTimeout(timer);
      done(result(status, stdout, stderr));
    });
    child.stdin.end(options.input ?? "");
  });
}

/** A fresh private directory for session files, removed by the returned function. */
export function tempDir(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => { rmSync(dir, { recursive: true, force: true }); } };
}
