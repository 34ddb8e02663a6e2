// Runs a fixture as agents do: built once with the real `skill-kit build`, then its own
// `scripts/run` (about twice as fast per call as `skill-kit run <source>`).
import { spawn } from "node:child_process";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildFixture, type CliResult } from "../run-cli.js";

/** `name` is a fixture of fixtures/, or `./name` for one of fixtures/reliability/; returns its `scripts/run`. */
export function built(name: string): string {
  const source = name.startsWith("./")
    ? new URL(`../../fixtures/reliability/${name.slice(2)}.ts`, import.meta.url)
    : new URL(`../../fixtures/${name}.ts`, import.meta.url);
  return join(buildFixture(fileURLToPath(source), { key: `reliability-${basename(name)}` }), "scripts", "run");
}

export interface RunOptions {
  readonly input?: string;
  /** Added to the environment of the call. */
  readonly env?: Readonly<Record<string, string>>;
  /** SIGKILL after this many milliseconds: the status is then null. */
  readonly killAfterMs?: number;
}

export interface Timed extends CliResult {
  readonly ms: number;
}

/** Runs the built fixture with `args`; resolves when it has exited. */
export function runBuilt(name: string, args: readonly string[], options: RunOptions = {}): Promise<Timed> {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(built(name), args, {
      stdio: ["pipe", "pipe", "pipe"],
      ...(options.env === undefined ? {} : { env: { ...process.env, ...options.env } }),
    });
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
