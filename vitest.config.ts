import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { defineConfig } from "vitest/config";

// Every package, app, end-to-end suite, example and tooling package (e.g. the release tests) is a
// vitest project that inherits the settings below; run from inside one (as each workspace's `test`
// script does under turbo), vitest runs just that one. The summary reporter prints the closing
// `N passed, N failed` line that scripts/test.mjs adds up.
const root = import.meta.dirname;
const workspaces = ["packages", "apps", "e2e", "examples", "tooling"].flatMap((zone) =>
  readdirSync(join(root, zone))
    .map((name) => join(root, zone, name))
    .filter((dir) => existsSync(join(dir, "package.json"))),
);
const selected =
  process.cwd() === root ? workspaces : workspaces.filter((dir) => `${process.cwd()}${sep}`.startsWith(`${dir}${sep}`));
const nameOf = (dir: string): string => (JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { name: string }).name;

export default defineConfig({
  test: {
    projects: selected.map((dir) => ({ extends: true, test: { root: dir, name: nameOf(dir) } })),
    passWithNoTests: true,
    // End-to-end tests spawn real processes on a 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ["default", join(root, "tooling/vitest/summary-reporter.ts")],
  },
});
