// docs/benchmarks.md promises that tests never time anything: speed is measured by bench/, which
// prints figures. This scans every test file for an assertion on elapsed time.
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const timed =
  /expect\([^;]*?(performance\.now\(\)|Date\.now\(\)|\.ms\b|\bms\b|Ms\b)[^;]*?\)\.(toBeLessThan|toBeLessThanOrEqual|toBeGreaterThan|toBeGreaterThanOrEqual)\(/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === "node_modules" || entry.name === "dist" || entry.name.startsWith(".")) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? testFiles(path) : /\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe("tests never time anything", () => {
  it("no test asserts on elapsed time", () => {
    const found = ["apps", "packages", "examples", "tooling"].flatMap((zone) =>
      testFiles(join(root, zone)).flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .flatMap((line, index) =>
            timed.test(line) && !line.includes("no-timed-tests")
              ? [`${relative(root, file)}:${String(index + 1)}: ${line.trim()}`]
              : [],
          ),
      ),
    );
    expect(found).toEqual([]);
  });
});
