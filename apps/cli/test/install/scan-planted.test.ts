// The planted attacks of packages/scan/test/planted (one skill a case, written so they act if a shell
// or an agent runs them) through the built `skill-kit scan`: every case is found, as an error except
// the two that are warnings by design (a lookalike domain, an interpreter in allowed-tools).
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { skillKit } from "./project.js";

const planted = fileURLToPath(new URL("../../../../packages/scan/test/planted", import.meta.url));
const warningsByDesign = new Set(["text-lookalike-domain", "text-allowed-interpreter"]);

describe("skill-kit scan on the planted attacks", () => {
  it("finds every case, at least 95% of them as errors, and exits 1", async () => {
    const cases = readdirSync(planted, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(planted, entry.name, "SKILL.md")))
      .map((entry) => entry.name);
    expect(cases.length).toBeGreaterThanOrEqual(40);
    const run = await skillKit(["scan", ".", "--format", "json"], { cwd: planted });
    expect(run.status).toBe(1);
    const findings = JSON.parse(run.stdout) as { skill: string; level: string }[];
    const levelOf = (name: string): string | undefined => {
      const mine = findings.filter(
        (finding) =>
          finding.skill
            .split("/")
            .filter((part) => part !== "")
            .at(-1) === name,
      );
      return mine.some((finding) => finding.level === "error") ? "error" : mine.length > 0 ? "warning" : undefined;
    };
    const levels = new Map(cases.map((name) => [name, levelOf(name)]));
    expect([...levels].filter(([, level]) => level === undefined)).toEqual([]);
    const notErrors = [...levels].filter(([, level]) => level !== "error").map(([name]) => name);
    expect(new Set(notErrors)).toEqual(warningsByDesign);
    const share = (cases.length - notErrors.length) / cases.length;
    console.log(`planted through the CLI: ${String(cases.length)} cases, ${(share * 100).toFixed(1)}% errors`);
    expect(share).toBeGreaterThanOrEqual(0.95);
  });
});
