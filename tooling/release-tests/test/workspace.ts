// The monorepo as the release sees it: its packages, a child-process runner, packing.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const root = join(import.meta.dirname, "..", "..", "..");

export type Dependencies = Record<string, string>;

export interface Manifest {
  readonly name: string;
  readonly version: string;
  readonly private?: boolean;
  readonly license?: string;
  readonly type?: string;
  readonly sideEffects?: boolean;
  readonly engines?: { readonly node?: string };
  readonly files?: readonly string[];
  readonly bin?: Record<string, string>;
  readonly exports?: Record<string, unknown>;
  readonly publishConfig?: { readonly access?: string };
  readonly dependencies?: Dependencies;
  readonly devDependencies?: Dependencies;
  readonly peerDependencies?: Dependencies;
  readonly optionalDependencies?: Dependencies;
}

export interface WorkspacePackage {
  /** The folder, relative to the repository root, e.g. `packages/core`. */
  readonly dir: string;
  readonly manifest: Manifest;
}

export function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Manifest;
}

/** Every package the workspace globs (`packages/*`, `apps/*`, `e2e/*`, `examples/*`, `tooling/*`) find. */
export function workspacePackages(): WorkspacePackage[] {
  return ["packages", "apps", "e2e", "examples", "tooling"].flatMap((zone) =>
    readdirSync(join(root, zone))
      .map((name) => `${zone}/${name}`)
      .filter((dir) => existsSync(join(root, dir, "package.json")))
      .map((dir) => ({ dir, manifest: readManifest(join(root, dir)) })),
  );
}

/** The packages that go to npm: every non-private one. */
export function publicPackages(): WorkspacePackage[] {
  return workspacePackages().filter((pkg) => pkg.manifest.private !== true);
}

/** Runtime dependency fields: the ones a consumer's install resolves. */
export const runtimeFields = ["dependencies", "peerDependencies", "optionalDependencies"] as const;

export interface RunResult {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * The environment for npm, pnpm and node children: without the npm_* settings a package
 * manager puts into a script's environment, which would otherwise leak into the child's config.
 */
export function childEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const kept = Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key));
  return { ...Object.fromEntries(kept), ...extra };
}

/** Runs a command to its end without blocking the event loop (a test may serve HTTP meanwhile). */
export function run(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: Record<string, string> },
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: childEnvironment(options.env),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (status) => {
      resolve({ status, stdout, stderr });
    });
  });
}

/** Like `run`, but a non-zero exit is an error that shows the output. */
export async function runOrThrow(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: Record<string, string> },
): Promise<string> {
  const result = await run(command, args, options);
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(" ")} (in ${options.cwd}) exited ${String(result.status)}\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result.stdout;
}

export interface Packed {
  readonly name: string;
  readonly version: string;
  /** Absolute path of the .tgz. */
  readonly filename: string;
  readonly size: number;
}

/** `pnpm pack` of one package folder (absolute) into `destination`. */
export async function pack(dir: string, destination: string): Promise<Packed> {
  const stdout = await runOrThrow("pnpm", ["pack", "--json", "--pack-destination", destination], { cwd: dir });
  return JSON.parse(stdout) as Packed;
}
