// `skill-kit scan --format json` over the whole SKILL.md corpus against a process that walks the same
// folders and reads every file once (links read with readlink, nothing else), and the same in one
// process after a warm-up. Every text file is decoded and every rule runs (no prefilter since issue 38);
// shell is parsed with tree-sitter in WebAssembly. Target: within 3× of just reading.
// Run alone with `node bench/scan.mjs` (BENCH_SCAN_ROUNDS overrides the rounds; SKILL_KIT_CORPUS the corpus).
import { existsSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { median, root, table, timeInterleaved } from "./lib.mjs";

const cli = join(root, "apps/cli/dist/bin.js");
const corpus = resolve(process.env.SKILL_KIT_CORPUS ?? join(root, "../shared/corpus"));

/** The baseline: the scan's own walk (.git and node_modules skipped), each file read once. */
const justRead = `
const { readdirSync, readFileSync, readlinkSync } = require("node:fs");
const { join } = require("node:path");
let files = 0, bytes = 0;
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isSymbolicLink()) readlinkSync(path);
    else if (entry.isDirectory()) { if (entry.name !== ".git" && entry.name !== "node_modules") walk(path); }
    else if (entry.isFile()) { files += 1; bytes += readFileSync(path).length; }
  }
};
walk(process.argv[1]);
console.log(JSON.stringify({ files, bytes }));
`;

/** In one process, after a warm-up: reading every skill's files vs reading them and scanning them (no Node start, no module loading, the grammar already compiled). */
async function inProcess(rounds) {
  const scan = await import(pathToFileURL(join(root, "packages/scan/dist/index.js")).href);
  const folders = scan.findSkillFolders(corpus, 12);
  // As `skill-kit scan` reads them: a nested skill's files once, as that skill's.
  const read = () => folders.map((folder) => scan.readSkillContents(folder, { modes: false, nestedSkills: false }));
  const readAndScan = () => read().map((contents) => scan.scanSkill(contents));
  readAndScan();
  const samples = { read: [], scan: [] };
  for (let round = 0; round < rounds; round += 1) {
    for (const [label, work] of [
      ["read", read],
      ["scan", readAndScan],
    ]) {
      const started = process.hrtime.bigint();
      work();
      samples[label].push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  return { read: median(samples.read), scan: median(samples.scan) };
}

export async function scanBench(options = {}) {
  if (!existsSync(join(corpus, "INDEX.tsv"))) return `### Scanning the corpus\n\n[skipped] no SKILL.md corpus at ${corpus}\n`;
  const rounds = options.rounds ?? Number(process.env.BENCH_SCAN_ROUNDS ?? 7);
  const commands = [
    { label: "just read (walk + read every file once)", file: process.execPath, args: ["-e", justRead, corpus] },
    // Exit 1: the corpus has skills with error-level findings (installers piped into a shell).
    { label: "skill-kit scan --format json", file: process.execPath, args: [cli, "scan", "--format", "json", corpus], status: 1 },
  ];
  const loadBefore = loadavg()[0];
  const medians = timeInterleaved(commands, rounds);
  const base = medians.get(commands[0].label);
  const scan = medians.get(commands[1].label);
  const warm = await inProcess(rounds);
  const rows = [
    ...[...medians].map(([label, ms]) => [label, ms.toFixed(0), (ms / base).toFixed(2)]),
    ["in one process: readSkillContents of every skill", warm.read.toFixed(0), "1.00"],
    ["in one process: readSkillContents + scanSkill", warm.scan.toFixed(0), (warm.scan / warm.read).toFixed(2)],
  ];
  return [
    `### Scanning the SKILL.md corpus (${rounds} interleaved rounds, medians, Node ${process.version})`,
    "",
    `Every file of every skill in the corpus; load average ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores. Target: within 3× of just reading.`,
    "",
    table(["command", "median ms", "× just read"], rows),
    "",
    `ratio: ${(scan / base).toFixed(2)}× as processes, ${(warm.scan / warm.read).toFixed(2)}× in one process (target 3×: ${scan / base <= 3 && warm.scan / warm.read <= 3 ? "met" : "not met"})`,
    "",
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) console.log(await scanBench());
