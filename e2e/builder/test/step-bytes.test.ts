// docs/building.md states what a CLI step parses: the figure there must hold for the fixtures it names.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { bin, tempDir } from "@skill-kit/test-utils/run-cli";

const sandbox = tempDir("skill-kit-step-bytes-");
afterAll(() => {
  sandbox.remove();
});
const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

describe("stepBytes", () => {
  it("stays within the range docs/building.md gives (85 to 105 KB; the bundle varies by about 1 KB with the path it is built from)", () => {
    const stated = /parses \((\d+) to (\d+) KB for the test fixture/.exec(readFileSync(at("../../../docs/building.md"), "utf8"));
    const [low, high] = [Number(stated?.[1]), Number(stated?.[2])];
    for (const [name, entry] of [
      ["g2k", at("../../../tooling/test-utils/fixtures/g2k.ts")],
      ["interview", at("../../../examples/interview/src/skill.ts")],
    ] as const) {
      const build = spawnSync(process.execPath, [bin, "build", entry, "-o", join(sandbox.dir, name), "--json"], {
        encoding: "utf8",
      });
      const kb = Math.round((JSON.parse(build.stdout) as { stepBytes: number }).stepBytes / 1000);
      expect(kb, name).toBeGreaterThanOrEqual(low);
      expect(kb, name).toBeLessThanOrEqual(high);
    }
  });
});
