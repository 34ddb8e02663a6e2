// `skill-kit validate --json` on 10,000 generated skills against just walking and reading every SKILL.md.
// Run alone with `node bench/validate.mjs` (BENCH_VALIDATE_ROUNDS and BENCH_SKILLS override the defaults).
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { median, root, table } from "./lib.mjs";

const cli = join(root, "apps/cli/dist/bin.js");

/** The script of the baseline: a recursive walk that reads every SKILL.md once, nothing else. */
const justRead = `
const { readdirSync, readFileSync } = require("node:fs");
const { join } = require("node:path");
let files = 0, chars = 0;
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (entry.name === "SKILL.md") { files += 1; chars += readFileSync(path, "utf8").length; }
  }
};
walk(process.argv[1]);
console.log(JSON.stringify({ files, chars }));
`;

/** One SKILL.md. Some break the reference rules (unquoted `: `, flow lists, Claude Code fields, display names), a few lack a description. */
function skillText(index) {
  const name = `skill-${String(index).padStart(5, "0")}`;
  const colon = index % 19 === 6 ? ": " : ", ";
  const description = `Use this skill when the user asks about topic ${index}${colon}it explains the steps, checks the inputs and reports what changed.`;
  const lines = ["---"];
  if (index % 50 !== 7) lines.push(`name: ${index % 29 === 3 ? `Skill ${index}` : name}`);
  if (index % 50 !== 11) lines.push(`description: ${index % 13 === 5 ? `"${description}"` : description}`);
  if (index % 11 === 2) lines.push("argument-hint: [topic]");
  if (index % 17 === 4) lines.push("user-invocable: false");
  lines.push("metadata:", "  author: bench", `  version: "1.${index % 10}"`, "---", "");
  const body = [
    `# ${name}`,
    "",
    "## Steps",
    "",
    ...Array.from({ length: 12 }, (_, step) => `${step + 1}. Do step ${step + 1} of the work and check the result.`),
  ];
  const text = [...lines, ...body, ""].join("\n");
  return index % 37 === 9 ? text.replaceAll("\n", "\r\n") : text;
}

/** Writes `count` skill folders (`skills/<name>/SKILL.md`) into a new temp folder. */
export function generateSkills(count) {
  const dir = mkdtempSync(join(tmpdir(), "skill-kit-bench-validate-"));
  for (let index = 0; index < count; index += 1) {
    const folder = join(dir, "skills", `skill-${String(index).padStart(5, "0")}`);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, "SKILL.md"), skillText(index));
  }
  return dir;
}

/**
 * The environment of every timed process: this one's without `NODE_EXTRA_CA_CERTS`, which makes each Node start
 * parse a CA bundle (about 130 ms on Node 20) that neither side needs; it would inflate both sides of the ratio.
 */
const { NODE_EXTRA_CA_CERTS: extraCaCerts, ...childEnv } = process.env;

function timeOnce(command) {
  const started = process.hrtime.bigint();
  const run = spawnSync(process.execPath, command.args, { encoding: "utf8", env: childEnv, maxBuffer: 256 * 1024 * 1024 });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (run.status !== 0 && run.status !== 1) throw new Error(`${command.label} failed (${run.status}): ${run.stderr}`);
  return { ms, stdout: run.stdout };
}

/** Medians of `rounds` interleaved runs; validate exits 1 here on purpose (some skills are invalid). */
function timeCommands(commands, rounds) {
  const samples = new Map(commands.map((command) => [command.label, []]));
  const outputs = new Map();
  for (let round = 0; round < rounds; round += 1) {
    for (const command of commands) {
      const { ms, stdout } = timeOnce(command);
      samples.get(command.label).push(ms);
      outputs.set(command.label, stdout);
    }
  }
  return { medians: new Map([...samples].map(([label, values]) => [label, median(values)])), outputs };
}

/** The benchmark as a Markdown section. */
export function validateBench(options = {}) {
  const count = options.count ?? Number(process.env.BENCH_SKILLS ?? 10_000);
  const rounds = options.rounds ?? Number(process.env.BENCH_VALIDATE_ROUNDS ?? 5);
  const dir = generateSkills(count);
  try {
    const skills = join(dir, "skills");
    const commands = [
      { label: "just read (walk + read every SKILL.md)", args: ["-e", justRead, skills] },
      { label: "skill-kit validate --json (lenient)", args: [cli, "validate", "--json", skills] },
      { label: "skill-kit validate --strict --json", args: [cli, "validate", "--strict", "--json", skills] },
    ];
    const loadBefore = loadavg()[0];
    const { medians, outputs } = timeCommands(commands, rounds);
    const load = `load average ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`;
    const env =
      extraCaCerts === undefined
        ? ""
        : " Every command ran without `NODE_EXTRA_CA_CERTS` (set here), so no Node start parsed a CA bundle.";
    const lenient = JSON.parse(outputs.get(commands[1].label));
    const strict = JSON.parse(outputs.get(commands[2].label));
    if (lenient.length !== count || strict.length !== count)
      throw new Error(`expected ${count} reports, got ${lenient.length} and ${strict.length}`);
    const invalid = (reports) => reports.filter((report) => !report.valid).length;
    const base = medians.get(commands[0].label);
    const rows = [...medians].map(([label, ms]) => [
      label,
      ms.toFixed(0),
      Math.round((count / ms) * 1000).toLocaleString("en-US"),
      (ms / base).toFixed(2),
    ]);
    return [
      `### Validating ${count.toLocaleString("en-US")} skills (${rounds} interleaved rounds, medians, Node ${process.version})`,
      "",
      `Generated skills, ${invalid(lenient)} invalid for the lenient check and ${invalid(strict)} for the strict one; ${load}. Target: within 3× of just reading.${env}`,
      "",
      table(["command", "median ms", "skills/second", "× just read"], rows),
      "",
    ].join("\n");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) console.log(validateBench());
