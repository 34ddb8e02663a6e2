// The MCP conformance referee against a built skill's `scripts/run mcp --http`, once per protocol
// revision the server speaks: every scenario of that revision's requirement set passes or fails as
// conformance-expected-failures-<revision>.yaml says, with the reason for each.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { HttpServerProcess } from "@skill-kit/mcp-transport/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runConformance, summaryOf, type ConformanceRevision } from "@skill-kit/test-utils/conformance";
import { tempDir } from "@skill-kit/test-utils/run-cli";
import { sessionsIn } from "@skill-kit/test-utils/mcp-client";
import { startSkillOverHttp } from "./http-server.js";

const sandbox = tempDir("skill-kit-http-conformance-");
let server: HttpServerProcess;

beforeAll(async () => {
  server = await startSkillOverHttp("mcp-elicit", ["--session-dir", sessionsIn(sandbox.dir)]);
});
afterAll(async () => {
  await server.kill();
  sandbox.remove();
});

/** The entries of a baseline file (`  - scenario:check-id # reason`). */
function entriesOf(baseline: string): string[] {
  return [...readFileSync(baseline, "utf8").matchAll(/^\s+- ([^\s#]+)/gm)].map(([, entry]) => entry ?? "").sort();
}

/**
 * Runs one revision's requirement set against the baseline beside this file; returns the output.
 * Each listed check must have failed: the referee itself only flags a listed check that passes, not
 * one that it skipped or that no longer exists.
 */
async function refereeAt(requirements: ConformanceRevision): Promise<string> {
  const baseline = fileURLToPath(new URL(`conformance-expected-failures-${requirements}.yaml`, import.meta.url));
  const run = await runConformance(server.url, { expectedFailures: baseline, requirements });
  expect(run.code, summaryOf(run.output)).toBe(0);
  const failedAsListed = [...run.output.matchAll(/^\s+~ (\S+)$/gm)].map(([, entry]) => entry ?? "").sort();
  expect(failedAsListed).toEqual(entriesOf(baseline));
  return run.output;
}

describe("MCP conformance of scripts/run mcp --http", () => {
  it("passes the 2025-11-25 requirements but the expected failures", async () => {
    const output = await refereeAt("2025-11-25");
    expect(output).toMatch(/✓ server-initialize: \d+ passed, 0 failed/);
    expect(output).toMatch(/✓ dns-rebinding-protection: \d+ passed, 0 failed/);
  });

  it("passes the 2026-07-28 requirements but the expected failures", async () => {
    const output = await refereeAt("2026-07-28");
    for (const scenario of ["http-header-validation", "dns-rebinding-protection", "tools-list"]) {
      expect(output).toMatch(new RegExp(`✓ ${scenario}: \\d+ passed, 0 failed`));
    }
    // Only single checks of these may be listed (each needs a referee fixture tool or a capability a
    // skill lacks); the referee fails the run on any other failing check of theirs.
    for (const scenario of ["server-stateless", "caching"]) {
      expect(output).toMatch(new RegExp(`${scenario}: \\d+ passed`));
      expect(output).not.toMatch(new RegExp(`~ ${scenario}$`, "m"));
    }
  });

  it("fails when a listed failure passes", async () => {
    const baseline = join(sandbox.dir, "stale.yaml");
    writeFileSync(baseline, "server:\n  - tools-list:tools-name-format\n");
    const run = await runConformance(server.url, {
      expectedFailures: baseline,
      requirements: "2026-07-28",
      scenario: "tools-list",
    });
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/Stale baseline entries[^\n]*\n\s*✓ tools-list:tools-name-format/);
  });
});
