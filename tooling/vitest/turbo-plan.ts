// Turbo's plan for `turbo run test`, read from `--dry=json` (nothing runs): every task's id, hash and
// the tasks it waits for. A test task whose hash changes is one `pnpm test` runs again; the others
// replay from turbo's cache. Shared by test-graph.test.ts and test-selection.test.ts.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../..", import.meta.url));

export interface PlannedTask {
  readonly taskId: string;
  readonly task: string;
  readonly package: string;
  readonly hash: string;
  readonly dependencies: readonly string[];
}

/** The plan of `turbo run test` in `cwd` (the repository, or a copy of it) on Node `node`. */
export function plan(options: { readonly cwd: string; readonly node: string }): Map<string, PlannedTask> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("TURBO_")));
  const text = execFileSync(join(root, "node_modules", ".bin", "turbo"), ["run", "test", "--dry=json"], {
    cwd: options.cwd,
    encoding: "utf8",
    env: { ...env, SKILL_KIT_TEST_NODE: options.node, TURBO_TELEMETRY_DISABLED: "1" },
    // A copy has no node_modules, and turbo says so on stderr.
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 64 * 1024 * 1024,
  });
  const parsed = JSON.parse(text) as { tasks: PlannedTask[] };
  return new Map(parsed.tasks.map((task) => [task.taskId, task]));
}

/** Every task `id` waits for, directly or not. */
export function upstream(tasks: ReadonlyMap<string, PlannedTask>, id: string): Set<string> {
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

/**
 * The repository's files as they are now (tracked, and new ones git does not ignore) copied into a
 * temp folder and committed to a git repository of its own, so a test can edit a file there while
 * others work in the real checkout. No node_modules and no dist/: turbo's plan needs neither.
 */
export function copyOfRepository(): string {
  const copy = mkdtempSync(join(tmpdir(), "skill-kit-graph-"));
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const file of new Set(listed.split("\0").filter((path) => path !== ""))) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    try {
      copyFileSync(join(root, file), join(copy, file));
    } catch {
      // Deleted in the working tree but still in git's index: not part of the tree as it is.
    }
  }
  const git = (...args: string[]) => execFileSync("git", args, { cwd: copy, stdio: "ignore" });
  git("init", "-q");
  git("add", "-A");
  git("-c", "user.name=test", "-c", "user.email=test@example.invalid", "commit", "-q", "--no-verify", "-m", "copy");
  return copy;
}
