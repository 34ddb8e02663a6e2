// What `pnpm test` runs again after a one-line change: the test tasks whose turbo hash changes (the
// others replay from the cache). The change is made in a copy of the repository, never in the real
// checkout. A change in the scan reruns the scan's tests and the tests that execute its code (install
// calls it; apps/cli's tests drive `skill-kit scan`, `add` and `install`) and the checks over every
// package (docs, error codes, public names, the packed release), and the studio (its package and its
// browser suite: its library shows the scan's findings), but no other end-to-end suite: they drive
// `skill-kit build` and `run`, which never load the scan
// (docs/decisions/2026-11-29-test-graph.md). A change in core reruns every end-to-end suite.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyOfRepository, plan, type PlannedTask } from "./turbo-plan.js";

const node = "v20.0.0-test";
const endToEndSuites = [
  "@skill-kit/e2e-agent#test",
  "@skill-kit/e2e-builder#test",
  "@skill-kit/e2e-cli-protocol#test",
  "@skill-kit/e2e-mcp-transport#test",
  "@skill-kit/e2e-reliability#test",
  "@skill-kit/e2e-studio#test",
];

describe("the test runs a one-line change selects", () => {
  let copy = "";
  let before = new Map<string, PlannedTask>();
  beforeAll(() => {
    copy = copyOfRepository();
    before = plan({ cwd: copy, node });
  });
  afterAll(() => {
    rmSync(copy, { recursive: true, force: true });
  });

  /** The test tasks whose hash changes when `file` gains one line. */
  function rerun(file: string): string[] {
    const path = join(copy, file);
    const original = readFileSync(path, "utf8");
    writeFileSync(path, `${original}// one more line\n`);
    try {
      const after = plan({ cwd: copy, node });
      return [...after.values()]
        .filter((task) => task.task === "test" && before.get(task.taskId)?.hash !== task.hash)
        .map((task) => task.taskId)
        .sort();
    } finally {
      writeFileSync(path, original);
    }
  }

  it("in packages/scan/src: the scan's tests, the tests that run its code and the checks over every package", () => {
    expect(rerun("packages/scan/src/index.ts")).toEqual([
      // `skill-kit scan`, `add`, `install`, driven as a process.
      "@skill-kit/cli#test",
      // Declares every package: the docs check reads their READMEs and sources.
      "@skill-kit/docs-check#test",
      // Drives `skill-kit studio`, whose library shows the scan's findings.
      "@skill-kit/e2e-studio#test",
      // Reads every package's sources for the error codes they throw.
      "@skill-kit/errors-doc#test",
      // Calls the scan in-process: its tests run the scan's code.
      "@skill-kit/install#test",
      // Packs every published package, the scan's tarball and the CLI's bundled scan entry with them.
      "@skill-kit/release-tests#test",
      "@skill-kit/scan#test",
      // The studio's library calls the scan for each skill's findings.
      "@skill-kit/studio#test",
      // Reads every package's built declarations (one meaning per public name).
      "@skill-kit/vitest-tooling#test",
    ]);
  });

  it("in packages/core/src: every end-to-end suite, since every built skill runs core", () => {
    const selected = rerun("packages/core/src/index.ts");
    expect(selected).toEqual(expect.arrayContaining([...endToEndSuites, "@skill-kit/core#test"]));
    expect(selected).not.toContain("@skill-kit/scan#test");
  });
});
