// Issue 29's build-time point: `skill-kit build` of one skill with the type check on (the default)
// against the existing system's build of the same skill (contentful/skill-kit 1.10.1, `--mode
// node`), both with this Node, taking turns in one run; plus ours with `--no-typecheck` and the
// type check alone. Every build writes a fresh folder (a cold build: nothing is kept between builds).
// Run alone: `BENCH_EXISTING=/path/to/skill-kit-1.10.1 node bench/build-time.mjs`
// (BENCH_BUILD_ROUNDS rounds, 7 by default; BENCH_CLI another skill-kit bin.js to time instead of ours).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { benchEnv, root, table, timeInterleaved } from "./lib.mjs";

const target = 1.5;

/** Why the existing system cannot be timed, with how to prepare it; undefined when it can. */
function existingMissing(dir) {
  const how = [
    "to prepare it (outside this repository): check out tag v1.10.1 of contentful/skill-kit into a folder,",
    "run `npx pnpm@10.34.9 install --config.manage-package-manager-versions=false` there with Node 24 on PATH\n(its engines ask for it), then `./node_modules/.bin/tsc -p tsconfig.build.json`,",
    "and run again with BENCH_EXISTING=<that folder>.",
  ].join("\n");
  if (dir === undefined || dir === "") return `BENCH_EXISTING is not set: it names the existing system's built checkout.\n${how}`;
  for (const file of ["bin/skill-kit.js", "dist/build/index.js", "node_modules/tsx/package.json"])
    if (!existsSync(join(dir, file)))
      return `${join(dir, file)} is missing: ${dir} is not a built checkout with its dependencies.\n${how}`;
  return undefined;
}

/** The same skill for the existing system: its imports rewritten, in a project that has the existing package and tsx installed. */
function existingProject(existing, source) {
  const dir = mkdtempSync(join(tmpdir(), "skill-kit-bench-existing-"));
  mkdirSync(join(dir, "node_modules/@contentful"), { recursive: true });
  symlinkSync(existing, join(dir, "node_modules/@contentful/skill-kit"));
  // Its bin re-runs itself with `--import tsx/esm`, resolved from the working folder, as in a project that installed it.
  symlinkSync(realpathSync(join(existing, "node_modules/tsx")), join(dir, "node_modules/tsx"));
  writeFileSync(join(dir, "package.json"), `${JSON.stringify({ name: "bench-existing", private: true, type: "module" })}\n`);
  writeFileSync(join(dir, "skill.ts"), readFileSync(source, "utf8").replaceAll(/"@skill-kit\/core"/g, '"@contentful/skill-kit"'));
  return dir;
}

/**
 * In a child: import the builder beside `cli`, then time its type check of `entry` alone (TypeScript's
 * load and run). A builder from before issue 29 has the synchronous `entryTypechecks` instead.
 */
async function typecheckOnce(cli, entry) {
  const builder = await import(join(dirname(cli), "../../../packages/builder/dist/index.js"));
  const started = process.hrtime.bigint();
  const ok =
    builder.startTypecheck === undefined
      ? builder.entryTypechecks(entry, { write: () => undefined })
      : (await builder.startTypecheck(entry)).ok;
  process.stdout.write(`${JSON.stringify({ ok, ms: Number(process.hrtime.bigint() - started) / 1e6 })}\n`);
}

export function buildTime(rounds) {
  const existing = process.env.BENCH_EXISTING;
  const missing = existingMissing(existing);
  if (missing !== undefined) return `### Build time against the existing system (issue 29)\n\nskipped: ${missing}\n`;
  const cli = process.env.BENCH_CLI ?? join(root, "apps/cli/dist/bin.js");
  const source = join(root, "bench/fixtures/counter.ts");
  const theirs = existingProject(existing, source);
  const out = mkdtempSync(join(tmpdir(), "skill-kit-bench-build-"));
  let n = 0;
  const fresh = () => join(out, String((n += 1)));
  const lanes = [
    {
      label: "ours: skill-kit build (type check on)",
      file: process.execPath,
      prepare: () => [cli, "build", source, "-o", fresh()],
    },
    {
      label: "existing 1.10.1: skill-kit build --mode node",
      file: process.execPath,
      prepare: () => [join(existing, "bin/skill-kit.js"), "build", "skill.ts", "-o", fresh(), "--mode", "node"],
      cwd: theirs,
    },
    {
      label: "ours: skill-kit build --no-typecheck",
      file: process.execPath,
      prepare: () => [cli, "build", source, "-o", fresh(), "--no-typecheck"],
    },
  ];
  const loadBefore = loadavg()[0];
  try {
    // One untimed round first: disk caches, and the existing system's tsx cache, are warm for both.
    timeInterleaved(lanes, 1);
    const medians = timeInterleaved(lanes, rounds);
    const checks = [];
    for (let round = 0; round < rounds; round += 1) {
      const run = spawnSync(process.execPath, [import.meta.filename, "--typecheck-once", cli, source], {
        encoding: "utf8",
        env: benchEnv(),
      });
      if (run.status !== 0) throw new Error(`the type check alone failed: ${run.stderr}`);
      checks.push(JSON.parse(run.stdout).ms);
    }
    checks.sort((a, b) => a - b);
    const ours = medians.get(lanes[0].label);
    const theirsMs = medians.get(lanes[1].label);
    const ratio = ours / theirsMs;
    return [
      `### Build time against the existing system (issue 29: ${rounds} rounds, taking turns, medians)`,
      "",
      `Node ${process.version}; load average ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores; the counter fixture, each build into a fresh folder.`,
      "",
      table(
        ["build", "median ms"],
        [
          ...lanes.map((lane) => [lane.label, medians.get(lane.label).toFixed(0)]),
          ["ours: the type check alone (in a process that loaded the builder)", checks[Math.floor(checks.length / 2)].toFixed(0)],
        ],
      ),
      "",
      `ours (type check on) ÷ existing: ${ratio.toFixed(2)}× (target ≤ ${target}×: ${ratio <= target ? "met" : "NOT met"})`,
      "",
    ].join("\n");
  } finally {
    rmSync(out, { recursive: true, force: true });
    rmSync(theirs, { recursive: true, force: true });
  }
}

if (process.argv[2] === "--typecheck-once") await typecheckOnce(process.argv[3], process.argv[4]);
else if (import.meta.filename === process.argv[1]) console.log(buildTime(Number(process.env.BENCH_BUILD_ROUNDS ?? 7)));
