// Bun mode: standalone executables with `bun build --compile`, one per target.
import { spawnSync } from "node:child_process";
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { wrapperSource } from "./bundle-node.js";

export const knownTargets = ["linux-x64", "linux-arm64", "darwin-arm64", "darwin-x64"] as const;
export type Target = (typeof knownTargets)[number];

export function currentTarget(): Target {
  const os = process.platform === "darwin" ? "darwin" : "linux";
  const arch = process.arch === "arm64" ? "arm64" : "x64";
  return `${os}-${arch}`;
}

/** `bun` on PATH, else the npm package `bun` next to the entry or the builder. */
export function findBun(entryDir: string): string | undefined {
  const onPath = spawnSync("bun", ["--version"], { encoding: "utf8" });
  if (onPath.status === 0) return "bun";
  for (const base of [join(entryDir, "package.json"), import.meta.filename]) {
    try {
      const binary = join(dirname(createRequire(base).resolve("bun/package.json")), "bin", "bun.exe");
      if (existsSync(binary)) return binary;
    } catch {
      // not installed there
    }
  }
  return undefined;
}

export interface BunBuild {
  readonly built: readonly string[];
  readonly failed: readonly { readonly target: Target; readonly reason: string }[];
}

export function bundleBun(input: {
  bun: string;
  entry: string;
  outDir: string;
  name: string;
  targets: readonly Target[];
  schemas: Readonly<Record<string, unknown>>;
}): BunBuild {
  const wrapper = join(dirname(input.entry), `.skill-kit-build-${input.name}-${process.pid}.ts`);
  writeFileSync(wrapper, wrapperSource(input.entry, input.schemas));
  const built: string[] = [];
  const failed: { target: Target; reason: string }[] = [];
  try {
    for (const target of input.targets) {
      const outfile = join(input.outDir, "bin", `${input.name}-${target}`);
      const run = spawnSync(
        input.bun,
        ["build", "--compile", "--minify", `--target=bun-${target}`, wrapper, "--outfile", outfile],
        { encoding: "utf8" },
      );
      if (run.status === 0) built.push(`bin/${input.name}-${target}`);
      else failed.push({ target, reason: (run.stderr || run.stdout).trim().split("\n").slice(-3).join(" ") });
    }
  } finally {
    rmSync(wrapper, { force: true });
  }
  return { built, failed };
}
