// `pnpm test` retests a changed package and what depends on it, and nothing else: each workspace's
// test task is hashed from its own files and the builds of what it depends on (turbo's task graph,
// read here from `turbo run test --dry=json`), and the Node version is part of every test hash,
// so the Node 24 pass of CI runs the tests again while builds replay.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

interface DryTask {
  readonly taskId: string;
  readonly hash: string;
  readonly dependencies: readonly string[];
}

function plan(node: string): Map<string, DryTask> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("TURBO_")));
  const text = execFileSync(join(root, "node_modules", ".bin", "turbo"), ["run", "test", "--dry=json"], {
    cwd: root,
    encoding: "utf8",
    env: { ...env, SKILL_KIT_TEST_NODE: node, TURBO_TELEMETRY_DISABLED: "1" },
    maxBuffer: 64 * 1024 * 1024,
  });
  const parsed = JSON.parse(text) as { tasks: DryTask[] };
  return new Map(parsed.tasks.map((task) => [task.taskId, task]));
}

/** Every task `id` waits for, directly or not. */
function upstream(tasks: Map<string, DryTask>, id: string): Set<string> {
  const seen = new Set<string>();
  const visit = (at: string): void => {
    for (const next of tasks.get(at)?.dependencies ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      visit(next);
    }
  };
  visit(id);
  return seen;
}

describe("the test task graph", () => {
  const node20 = plan("v20.0.0-test");

  it("reruns a package's dependents when it changes, and no one else", () => {
    const reaches = (test: string, build: string) => upstream(node20, `${test}#test`).has(`${build}#build`);
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

  it("hashes the tests, and only the tests, with the Node version", () => {
    const node24 = plan("v24.0.0-test");
    for (const [id, task] of node20) {
      const other = node24.get(id);
      expect(other, id).toBeDefined();
      if (id.endsWith("#test")) expect(other?.hash, id).not.toBe(task.hash);
      else expect(other?.hash, id).toBe(task.hash);
    }
  });
});
