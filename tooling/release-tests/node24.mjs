#!/usr/bin/env node
// Prints the path of a Node 24 binary, installing it first if it is not there yet.
//
// The binary comes from the npm registry package `node-<platform>-<arch>` (no download from
// anywhere else), pinned below, installed once into a cache directory outside the repository so
// that no `node` ever lands in a node_modules/.bin that pnpm scripts put on PATH.
// Used by the release tests (a workflow on Node 24) and by .ci/run (the second test pass).
//   SKILL_KIT_NODE24_DIR  where to keep it (default: $XDG_CACHE_HOME or ~/.cache, /skill-kit/node-v<version>)
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import process from "node:process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const node24Version = "24.21.0";

const packageName = `node-${process.platform === "win32" ? "win" : process.platform}-${process.arch}`;

export function node24Dir() {
  const cache = process.env.XDG_CACHE_HOME || join(homedir(), ".cache");
  return process.env.SKILL_KIT_NODE24_DIR || join(cache, "skill-kit", `node-v${node24Version}`);
}

function binaryIn(dir) {
  return join(dir, "node_modules", packageName, "bin", process.platform === "win32" ? "node.exe" : "node");
}

function versionOf(binary) {
  if (!existsSync(binary)) return undefined;
  const result = spawnSync(binary, ["-v"], { encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** npm must not see the npm_* settings pnpm or npm put in the environment of a script. */
function npmEnvironment() {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
}

/** The path of the Node 24 binary; installs it with npm into node24Dir() when missing. */
export function ensureNode24() {
  const dir = node24Dir();
  const binary = binaryIn(dir);
  if (versionOf(binary) === `v${node24Version}`) return binary;
  mkdirSync(dirname(dir), { recursive: true });
  // Install into a fresh sibling directory, then rename it into place: a reader never sees half.
  const staging = mkdtempSync(`${dir}.tmp-`);
  try {
    writeFileSync(
      join(staging, "package.json"),
      JSON.stringify({ private: true, dependencies: { [packageName]: node24Version } }),
    );
    const npm = process.platform === "win32" ? "npm.cmd" : "npm";
    const install = spawnSync(npm, ["install", "--no-audit", "--no-fund", "--loglevel=error"], {
      cwd: staging,
      encoding: "utf8",
      env: npmEnvironment(),
    });
    if (install.status !== 0)
      throw new Error(`npm install ${packageName}@${node24Version} failed (exit ${install.status}):\n${install.stderr}`);
    const found = versionOf(binaryIn(staging));
    if (found !== `v${node24Version}`) throw new Error(`${packageName}@${node24Version} gave ${found ?? "no working binary"}`);
    if (versionOf(binary) === `v${node24Version}`) return binary; // another process got there first
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return binary;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(`${ensureNode24()}\n`);
}
