// `pnpm test` retests a changed package and what runs its code, and nothing else: each workspace's
// test task is hashed from its own files and the tasks it waits for (turbo's task graph, read here
// from `turbo run test --dry=json`), and the Node version is part of every test hash, so the Node 24
// pass of CI runs the tests again while builds replay. A package's tests run its siblings from
// source (vitest.config.ts) and wait for their `transit` (their sources' hash), not their builds; an
// end-to-end suite waits for the builds it drives and for `@skill-kit/cli#binary`, the skill-kit
// binary with what `build` and `run` load (CONTRIBUTING.md, "The test graph"); the studio's suite
// waits for the scan too, since `skill-kit studio` shows its findings.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { plan, root, upstream } from "./turbo-plan.js";

const node20 = plan({ cwd: root, node: "v20.0.0-test" });

interface Workspace {
  readonly dir: string;
  readonly name: string;
  readonly scripts: Readonly<Record<string, string>>;
  readonly devDependencies: Readonly<Record<string, string>>;
}

const workspaces: Workspace[] = ["packages", "apps", "e2e"].flatMap((zone) =>
  readdirSync(join(root, zone))
    .map((name) => join(zone, name))
    .filter((dir) => existsSync(join(root, dir, "package.json")))
    .map((dir) => ({ dir, ...(JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8")) as Omit<Workspace, "dir">) })),
);
const built = new Set(workspaces.filter((pkg) => pkg.scripts.build !== undefined).map((pkg) => pkg.name));

/** Whether `test`'s task waits, directly or not, for `pkg`'s build or its sources' hash. */
const reaches = (test: string, pkg: string): boolean => {
  const waits = upstream(node20, `${test}#test`);
  return waits.has(`${pkg}#build`) || waits.has(`${pkg}#transit`);
};

/**
 * The @skill-kit packages a CLI source file loads when it runs: its package imports, static or
 * dynamic, and those of the files it imports statically (a relative `import()` is another command,
 * loaded only when that command runs). Type-only imports load nothing.
 */
function loadedPackages(file: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  if (seen.has(file)) return found;
  seen.add(file);
  const source = readFileSync(file, "utf8");
  for (const match of source.matchAll(/^(?!import type|export type).*?(from|import\()\s*"([^"]+)"/gm)) {
    const specifier = match[2] ?? "";
    const name = /^@skill-kit\/[^/]+/.exec(specifier)?.[0];
    if (name !== undefined) found.add(name);
    if (specifier.startsWith(".") && match[1] === "from")
      for (const inner of loadedPackages(join(file, "..", specifier.replace(/\.js$/, ".ts")), seen)) found.add(inner);
  }
  return found;
}

describe("the test task graph", () => {
  it("reruns a package's dependents when it changes, and no one else", () => {
    // The sessions package: its own tests, cli-protocol's, run-stores', the end-to-end suites.
    expect(reaches("@skill-kit/cli-protocol", "@skill-kit/sessions")).toBe(true);
    expect(reaches("@skill-kit/run-stores", "@skill-kit/sessions")).toBe(true);
    expect(reaches("@skill-kit/e2e-cli-protocol", "@skill-kit/sessions")).toBe(true);
    // Not the loader's, the linter's or core's, which do not depend on it.
    expect(reaches("@skill-kit/loader", "@skill-kit/sessions")).toBe(false);
    expect(reaches("@skill-kit/lint", "@skill-kit/sessions")).toBe(false);
    expect(reaches("@skill-kit/core", "@skill-kit/sessions")).toBe(false);
    // A change in the loader reaches the linter's tests, not core's or the sessions package's.
    expect(reaches("@skill-kit/lint", "@skill-kit/loader")).toBe(true);
    expect(reaches("@skill-kit/sessions", "@skill-kit/loader")).toBe(false);
  });

  it("runs a package's tests from its siblings' sources, without waiting for their builds", () => {
    for (const pkg of ["@skill-kit/scan", "@skill-kit/install", "@skill-kit/lint", "@skill-kit/mcp-transport"]) {
      const waits = [...upstream(node20, `${pkg}#test`)];
      expect({ pkg, builds: waits.filter((id) => id.endsWith("#build")) }).toEqual({ pkg, builds: [] });
      expect(waits, pkg).toContain("@skill-kit/primitives#transit");
    }
  });

  it("waits, in each end-to-end suite, for the builds it drives and for the binary, never for the scan", () => {
    const suites = workspaces.filter((pkg) => pkg.dir.startsWith("e2e/"));
    expect(suites.length).toBeGreaterThanOrEqual(5);
    for (const suite of suites) {
      const waits = upstream(node20, `${suite.name}#test`);
      const drives = Object.keys(suite.devDependencies).filter((name) => built.has(name) && name !== "@skill-kit/cli");
      expect({ suite: suite.name, missing: drives.filter((name) => !waits.has(`${name}#build`)) }).toEqual({
        suite: suite.name,
        missing: [],
      });
      expect(waits, suite.name).toContain("@skill-kit/cli#binary");
      // The studio's suite drives `skill-kit studio`, whose library shows the scan's findings: it
      // waits for the scan's build through the studio's.
      const scanOnly = ["@skill-kit/install#build", "@skill-kit/cli#bundle"];
      if (suite.name !== "@skill-kit/e2e-studio") scanOnly.push("@skill-kit/scan#build");
      for (const task of scanOnly) expect(waits, `${suite.name} waits for ${task}`).not.toContain(task);
    }
  });

  it("builds into @skill-kit/cli#binary every package that `skill-kit build`, `run`, `check` and `graph` load", () => {
    const commands = join(root, "apps/cli/src");
    const loaded = new Set<string>();
    for (const file of ["index.ts", "commands/build.ts", "commands/run.ts", "commands/check.ts", "commands/graph.ts"])
      for (const name of loadedPackages(join(commands, file))) loaded.add(name);
    expect(loaded).toContain("@skill-kit/builder");
    const binary = upstream(node20, "@skill-kit/cli#binary");
    expect([...loaded].filter((name) => !binary.has(`${name}#build`))).toEqual([]);
    expect(binary).toContain("@skill-kit/cli#build");
  });

  it("makes the checks over every package wait for every package's build", () => {
    for (const check of ["@skill-kit/vitest-tooling#test", "@skill-kit/release-tests#test"]) {
      const waits = upstream(node20, check);
      const published = workspaces.filter((pkg) => !pkg.dir.startsWith("e2e/") && built.has(pkg.name));
      expect({ check, missing: published.map((pkg) => `${pkg.name}#build`).filter((id) => !waits.has(id)) }).toEqual({
        check,
        missing: [],
      });
    }
    expect(upstream(node20, "@skill-kit/release-tests#test")).toContain("@skill-kit/cli#bundle");
  });

  it("hashes the tests, and only the tests, with the Node version", () => {
    const node24 = plan({ cwd: root, node: "v24.0.0-test" });
    for (const [id, task] of node20) {
      const other = node24.get(id);
      expect(other, id).toBeDefined();
      if (id.endsWith("#test")) expect(other?.hash, id).not.toBe(task.hash);
      else expect(other?.hash, id).toBe(task.hash);
    }
  });
});
