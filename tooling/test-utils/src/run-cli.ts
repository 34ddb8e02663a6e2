// Runs a fixture through the real binaries. By default as agents do: built once with
// `skill-kit build`, then its own `scripts/run` (the step program with lazy ArkType);
// `via: "source"` runs `skill-kit run <fixture.ts>` instead.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const bin = fileURLToPath(new URL("../../../apps/cli/dist/bin.js", import.meta.url));
export const fixture = (name: string): string => fileURLToPath(new URL(`../fixtures/${name}.ts`, import.meta.url));

export interface CliResult {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
  json(): Record<string, unknown>;
}

/** A server-only part a build opts into with `skill-kit build --with` (`http`, `stores`); none by default. */
export type ServerPart = "http" | "stores";

export interface CliOptions {
  readonly env?: Readonly<Record<string, string>>;
  readonly input?: string;
  /** Send SIGKILL after this many milliseconds (crash tests). */
  readonly killAfterMs?: number;
  /** `built` (default): the built skill's `scripts/run`; `source`: `skill-kit run <fixture.ts>`. */
  readonly via?: "built" | "source";
  /** `built`: the server-only parts the build opts into (`--store postgres://…` needs `stores`). */
  readonly serve?: readonly ServerPart[];
}

const builtRoot = mkdtempSync(join(tmpdir(), "skill-kit-built-"));
process.on("exit", () => {
  rmSync(builtRoot, { recursive: true, force: true });
});
const builtDirs = new Map<string, string>();

/**
 * Builds a skill source once per test process with the real `skill-kit build` and returns the
 * built folder. `key` names the build (one per source and environment); `env` is added to the
 * build's environment; `serve` lists the server-only parts it opts into (`--with`), none by default
 * as an author's build (their names are added to the key). A build that fails once is retried after 5 s: other engineers may be
 * rebuilding dist/ at the same moment (the binary is also awaited for up to 2 minutes). The type
 * check is skipped: the fixtures are type-checked with the package (`pnpm typecheck`), and
 * typecheck.test.ts covers the build's own.
 */
export function buildFixture(
  source: string,
  options: { readonly key: string; readonly env?: Readonly<Record<string, string>>; readonly serve?: readonly ServerPart[] },
): string {
  const serve = options.serve ?? [];
  const key = serve.length === 0 ? options.key : `${options.key}+${serve.join("+")}`;
  const cached = builtDirs.get(key);
  if (cached !== undefined) return cached;
  const out = join(builtRoot, key);
  for (let waited = 0; !existsSync(bin) && waited < 120; waited += 1)
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);
  const build = () =>
    spawnSync(process.execPath, [bin, "build", source, "-o", out, "--no-typecheck", ...withFlag(serve)], {
      encoding: "utf8",
      env: { ...process.env, ...options.env },
    });
  let result = build();
  if (result.status !== 0) {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5000);
    result = build();
  }
  if (result.status !== 0) throw new Error(`building ${source} failed: ${result.stderr}`);
  builtDirs.set(key, out);
  return out;
}

const withFlag = (serve: readonly ServerPart[]): string[] => (serve.length === 0 ? [] : ["--with", serve.join(",")]);

/**
 * A fixture's built `scripts/run`. The build loads the skill's module to precompile its types,
 * so fixtures that read the environment at load time (edge-cases' SKILL_CASE) get one build per
 * value, as an author would ship them.
 */
export function builtRun(skill: string, env: Readonly<Record<string, string>> = {}, serve: readonly ServerPart[] = []): string {
  const key = `${skill}-${env["SKILL_CASE"] ?? "default"}`;
  return join(buildFixture(fixture(skill), { key, env, serve }), "scripts", "run");
}

function command(skill: string, args: readonly string[], options: CliOptions): { file: string; args: string[] } {
  if (options.via === "source") return { file: process.execPath, args: [bin, "run", fixture(skill), ...args] };
  return { file: builtRun(skill, options.env, options.serve), args: [...args] };
}

function result(status: number | null, stdout: string, stderr: string): CliResult {
  return { status, stdout, stderr, json: () => JSON.parse(stdout) as Record<string, unknown> };
}

export function runCli(skill: string, args: readonly string[], options: CliOptions = {}): CliResult {
  const { file, args: argv } = command(skill, args, options);
  const out = spawnSync(file, argv, {
    encoding: "utf8",
    env: { ...process.env, ...options.env },
    input: options.input ?? "",
    maxBuffer: 64 * 1024 * 1024,
  });
  return result(out.status, out.stdout, out.stderr);
}

/** The same, without blocking: for concurrency tests. */
export function runCliAsync(skill: string, args: readonly string[], options: CliOptions = {}): Promise<CliResult> {
  return new Promise((done) => {
    const { file, args: argv } = command(skill, args, options);
    const child = spawn(file, argv, { env: { ...process.env, ...options.env } });
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
  return {
    dir,
    remove: () => {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
