// Runs the MCP conformance referee (`@modelcontextprotocol/conformance`, a root devDependency) against
// a server's URL. The referee needs Node >= 22: on Node 20 it runs with the Node 24 binary that
// tooling/release-tests/node24.mjs installs from the npm registry (and that CI's second pass uses).
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";

const root = fileURLToPath(new URL("../../..", import.meta.url));

/** A Node of at least version 22: this one, or the Node 24 of the release tests. */
export function node22OrLater(): string {
  if (Number(process.versions.node.split(".")[0]) >= 22) return process.execPath;
  const found = spawnSync(process.execPath, [join(root, "tooling/release-tests/node24.mjs")], { encoding: "utf8" });
  if (found.status !== 0) throw new Error(`no Node 24 for the conformance referee: ${found.stderr}`);
  return found.stdout.trim();
}

/** The referee's executable script. */
function refereeScript(): string {
  const manifest = createRequire(join(root, "package.json")).resolve("@modelcontextprotocol/conformance/package.json");
  return join(dirname(manifest), "dist", "index.js");
}

export interface ConformanceRun {
  /** 0 when every scenario passed or failed as the expected-failures file says. */
  readonly code: number | null;
  readonly output: string;
}

/** The protocol revisions the referee has a frozen requirement set for. */
export type ConformanceRevision = "2025-11-25" | "2026-07-28";

export interface ConformanceOptions {
  /**
   * The YAML baseline: under `server:`, a scenario name (the whole scenario fails) or
   * `scenario:check-id` (one check fails). The referee exits non-zero on an unlisted failure and on a
   * listed one that passes.
   */
  readonly expectedFailures: string;
  /**
   * Runs that revision's frozen requirement set at its wire. Without it (and without `scenario`),
   * the referee's active suite: scenarios of every revision, each at its own wire.
   */
  readonly requirements?: ConformanceRevision;
  /**
   * Runs one scenario only: at the `requirements` revision's wire when both are given, else at the
   * scenario's own default (an extension's `sep-2640-skills-*`, for instance).
   */
  readonly scenario?: string;
}

/** The referee's command line after `server --url <url>`. */
function conformanceArguments(options: ConformanceOptions): string[] {
  const { expectedFailures, requirements, scenario } = options;
  const baseline = ["--expected-failures", expectedFailures];
  if (scenario === undefined) return requirements === undefined ? baseline : ["--requirements", requirements, ...baseline];
  // The referee refuses `--requirements` beside `--scenario`: one scenario at a revision's wire is
  // `--spec-version` (a scenario that revision does not have is skipped and passes).
  const wire = requirements === undefined ? [] : ["--spec-version", requirements];
  return ["--scenario", scenario, ...wire, ...baseline];
}

/** `conformance server --url <url> …`: a requirement set, one scenario or every active scenario. */
export function runConformance(url: string, options: ConformanceOptions): Promise<ConformanceRun> {
  return new Promise((resolve) => {
    const args = [refereeScript(), "server", "--url", url, ...conformanceArguments(options)];
    const child = spawn(node22OrLater(), args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    child.once("close", (code) => {
      resolve({ code, output });
    });
  });
}

/** The summary lines of a run (`✓ name: …`, `✗ name: …`, `Total: …`). */
export function summaryOf(output: string): string {
  return output.slice(output.indexOf("=== SUMMARY ===")).trim();
}

/** The entries of a baseline file (`  - scenario:check-id # reason`), sorted. */
function entriesOf(baseline: string): string[] {
  return [...readFileSync(baseline, "utf8").matchAll(/^\s+- ([^\s#]+)/gm)].map(([, entry]) => entry ?? "").sort();
}

/**
 * Runs the referee against its baseline and expects it to pass, with every listed check failed (the
 * referee itself flags a listed check that passes, not one it skipped or that no longer exists).
 * Resolves with the output.
 */
export async function passesBaseline(url: string, options: ConformanceOptions): Promise<string> {
  const run = await runConformance(url, options);
  expect(run.code, summaryOf(run.output)).toBe(0);
  const failedAsListed = [...run.output.matchAll(/^\s+~ (\S+)$/gm)].map(([, entry]) => entry ?? "").sort();
  expect(failedAsListed).toEqual(entriesOf(options.expectedFailures));
  return run.output;
}
