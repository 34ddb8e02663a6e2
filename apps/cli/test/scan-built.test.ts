// A skill built by `skill-kit build` scans clean: its minified bundles (a child spawned with the whole
// environment, JSON-RPC written to stdout) are not read as secrets sent out (see
// docs/decisions/2026-11-29-scan-sends-in-bundles.md). Both through the real binary.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { bin, buildFixture } from "@skill-kit/test-utils/run-cli";

const interview = fileURLToPath(new URL("../../../examples/interview/src/skill.ts", import.meta.url));

describe("skill-kit scan on a skill skill-kit built", () => {
  it("finds no error in examples/interview as built", () => {
    const built = buildFixture(interview, { key: "scan-interview" });
    const result = spawnSync(process.execPath, [bin, "scan", built, "--format", "json"], { encoding: "utf8" });
    const findings: unknown = JSON.parse(result.stdout);
    expect(findings).toEqual([]);
    expect(result.status).toBe(0);
  });
});
