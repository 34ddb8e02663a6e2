// Runs a fixture as agents do: built once with the real `skill-kit build`, then its own
// `scripts/run` (about twice as fast per call as `skill-kit run <source>`).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll } from "vitest";
import { bin, type CliResult } from "../protocol/run-cli.js";

const root = mkdtempSync(join(tmpdir(), "skill-kit-reliability-built-"));
// Removed after each test file (vitest workers do not always reach process "exit").
afterAll(() => { rmSync(root, { recursive: true, force: true }); });
const cache = new Map<string, string>();

/** `name` is a fixture of test/fixtures, or `./name` for one of test/reliability/fixtures. */
export function built(name: string): string {
  const cached = cache.get(name);
  if (cached !== undefined) return cached;
  const source = name.startsWith("./") ? new URL(`./fixtures/${name.slice(2)}.ts`, import.meta.url) : new URL(`../fixtures/${name}.ts`, import.meta.url);
  const out = join(root, basename(name));
  // Other engineers rebuild dist/ concurrently: wait (up to 2 minutes) for the binary, then retry once.
  for (let waited = 0; !existsSync(bin) && waited < 120; waited += 1) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);
  const build = () => spawnSync(process.execPath, [bin, "build", fileURLToPath(source), "-o", out], { encoding: "utf8" });
  let result = build();
  if (result.status !== 0) {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5000);
    result = build();
  }
  if (result.status !== 0) throw new Error(`building ${name} failed: ${result.stderr}`);
  const command = join(out, "scripts", "run");
  cache.set(name, command);
  return command;
}

export interface RunOptions {
  readonly input?: string;
  /** Added to the environment of the call. */
  readonly env?: Readonly<Record<string, string>>;
  /** SIGKILL after this many milliseconds: the status is then null. */
  readonly killAfterMs?: number;
}

export interface Timed extends CliResult { readonly ms: number }

/** Runs the built fixture with `args`; resolves when it has exited. */
export function runBuilt(name: string, args: readonly string[], options: RunOptions = {}): Promise<Timed> {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(built(name), args, { stdio: ["pipe", "pipe", "pipe"], ...(options.env === undefined ? {} : { env: { ...process.env, ...options.env } }) });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = options.killAfterMs === undefined ? undefined : setTimeout(() => child.kill("SIGKILL"), options.killAfterMs);
    child.stdin.on("error", () => undefined);
    child.on("close", (status) => {
      if (timer !== undefined) clearTimeout(timer);
      done({ status, stdout, stderr, ms: Date.now() - started, json: () => JSON.parse(stdout) as Record<string, unknown> });
    });
    child.stdin.end(options.input ?? "");
  });
}
