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

// Workspace packages resolve to their TypeScript source: `@skill-kit/core/testing` is read from
// packages/core/src/testing/index.ts, the source of the `dist/testing/index.js` its `exports` names
// (tsc writes src/<x>.ts to dist/<x>.js). A test then runs the code beside it and its siblings' `src`
// without waiting for any build; only a test that spawns a built binary or reads a `dist/` declares
// that build in turbo. Published manifests are untouched: Node, bundlers and the builder's esbuild
// still load `dist/` (CONTRIBUTING.md, "The test graph").
interface Manifest {
  readonly name: string;
  readonly exports?: Readonly<Record<string, unknown>>;
}
const manifestOf = (dir: string): Manifest => JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Manifest;
const builtFile = (target: unknown): string | undefined => {
  if (typeof target === "string") return target;
  if (typeof target !== "object" || target === null || !("default" in target)) return undefined;
  return typeof target.default === "string" ? target.default : undefined;
};
const exactly = (specifier: string): RegExp => new RegExp(`^${specifier.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}$`);

function sourceAliases(dir: string): { readonly find: RegExp; readonly replacement: string }[] {
  const { name, exports = {} } = manifestOf(dir);
  return Object.entries(exports).flatMap(([subpath, target]) => {
    const built = /^\.\/dist\/(.+)\.js$/.exec(builtFile(target) ?? "");
    const source = built === null ? undefined : join(dir, "src", `${built[1] ?? ""}.ts`);
    if (source === undefined || !existsSync(source)) return [];
    return [{ find: exactly(subpath === "." ? name : `${name}/${subpath.slice(2)}`), replacement: source }];
  });
}

const oneFileAtATime = new Set(["@skill-kit/e2e-reliability"]);

export default defineConfig({
  resolve: { alias: workspaces.flatMap(sourceAliases) },
  test: {
    projects: selected.map((dir) => ({ extends: true, test: { root: dir, name: manifestOf(dir).name } })),
    passWithNoTests: true,
    // Two files at a time: most of a suite's time is spent waiting on the processes it spawns, so a
    // second worker uses the core the first one leaves idle (vitest's default on 2 cores is 1 worker).
    // The reliability suite runs one file at a time: its files kill and race many processes each.
    // docs/decisions/2026-11-29-two-test-workers.md has the figures.
    maxWorkers: selected.every((dir) => oneFileAtATime.has(manifestOf(dir).name)) ? 1 : 2,
    // End-to-end tests spawn real processes on a 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ["default", join(root, "tooling/vitest/summary-reporter.ts")],
    // A cache folder of the run's own (XDG_CACHE_HOME): built skills' steps keep code caches there.
    globalSetup: [join(root, "tooling/vitest/cache-home.ts")],
  },
});
