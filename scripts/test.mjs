// `pnpm test`: the formatting check, then turbo builds, type-checks and lints, knip and sherif check
// the house, then turbo runs every
// workspace's `vitest run` as its own cached task, and this script ends with one line over all of them:
// `N passed, N failed[, N skipped]`, the sum of each workspace's closing line. The workspaces' lines
// keep turbo's `<package>:test: ` prefix (cached ones are replayed), so this total is the only line
// that starts with the count, the one .ci/run reads.
// The tests' task hash includes SKILL_KIT_TEST_NODE (this Node's version, declared in turbo.json), so
// the same tree on another Node runs the tests again while build, typecheck and lint replay from cache
// (docs/decisions/2026-11-26-tests-beside-code.md). Extra arguments go to the test run (`--filter=…`).
import { spawn, spawnSync } from "node:child_process";
import { createInterface } from "node:readline";

// Each workspace's closing line as turbo prints it: `@skill-kit/core:test: 120 passed, 0 failed`.
const summary = /^\S+:test: (\d+) passed, (\d+) failed(?:, (\d+) skipped)?$/;
// Two cores: one test task at a time (each vitest runs two files at a time, docs/decisions/2026-11-29-two-test-workers.md);
// two tasks were not faster (docs/decisions/2026-11-26-tests-beside-code.md).
const testConcurrency = "1";

function runOrExit(command, args) {
  const run = spawnSync(command, args, { stdio: "inherit" });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

runOrExit("biome", ["format", "."]);
runOrExit("turbo", ["run", "build", "typecheck", "lint"]);
// The house: unused files, exports and dependencies (knip), and the manifests (sherif): `pnpm hygiene`.
runOrExit("knip", ["--no-progress"]);
runOrExit("sherif", []);

const totals = { passed: 0, failed: 0, skipped: 0, workspaces: 0 };
const turbo = spawn(
  "turbo",
  [
    "run",
    "test",
    `--concurrency=${testConcurrency}`,
    "--log-order=stream",
    "--continue=dependencies-successful",
    ...process.argv.slice(2),
  ],
  { stdio: ["inherit", "pipe", "inherit"], env: { ...process.env, SKILL_KIT_TEST_NODE: process.version } },
);
const lines = createInterface({ input: turbo.stdout });
lines.on("line", (line) => {
  process.stdout.write(`${line}\n`);
  const match = summary.exec(line);
  if (match === null) return;
  totals.passed += Number(match[1]);
  totals.failed += Number(match[2]);
  totals.skipped += Number(match[3] ?? "0");
  totals.workspaces += 1;
});
const exited = new Promise((done) => turbo.on("close", done));
lines.on("close", async () => {
  const code = await exited;
  const tail = totals.skipped > 0 ? `, ${String(totals.skipped)} skipped` : "";
  process.stdout.write(`\nall ${String(totals.workspaces)} test runs on Node ${process.version}:\n`);
  process.stdout.write(`${String(totals.passed)} passed, ${String(totals.failed)} failed${tail}\n`);
  process.exit(code ?? 1);
});
