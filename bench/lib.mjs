// Shared helpers for the benchmarks: build the examples, time commands interleaved, print tables.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const root = join(import.meta.dirname, "..");
const cli = join(root, "apps/cli/dist/bin.js");

/** Builds every example and bench fixture with the real CLI into a temp folder; returns { name, dir, stepBytes, skillMdBytes }. */
export function buildExamples() {
  const out = mkdtempSync(join(tmpdir(), "skill-kit-bench-"));
  const entries = readdirSync(join(root, "examples"))
    .filter((name) => existsSync(join(root, "examples", name, "src/skill.ts")))
    .map((name) => [name, join(root, "examples", name, "src/skill.ts")]);
  for (const fixture of ["counter", "gate", "ledger", "desk"])
    entries.push([`${fixture} (bench fixture)`, join(import.meta.dirname, `fixtures/${fixture}.ts`)]);
  return entries.map(([name, entry]) => {
    const dir = join(out, name.split(" ")[0]);
    const run = spawnSync(process.execPath, [cli, "build", entry, "-o", dir, "--json", "--no-typecheck"], { encoding: "utf8" });
    if (run.status !== 0) throw new Error(`build of ${name} failed:\n${run.stderr}`);
    return { example: name, dir, ...JSON.parse(run.stdout) };
  });
}

/**
 * The environment every timed process gets: the machine's, without NODE_EXTRA_CA_CERTS. Set on
 * this machine, it makes every Node 20 start parse a CA bundle (about 130 ms), which would hide
 * what a step costs above a bare Node; most machines do not set it.
 */
export function benchEnv(extra = {}) {
  const env = { ...process.env, ...extra };
  delete env.NODE_EXTRA_CA_CERTS;
  return env;
}

/** Runs each command `rounds` times, interleaved (an optional `prepare()` returns fresh args, untimed; an optional `cwd`), and returns the median wall time in ms per label. */
export function timeInterleaved(commands, rounds) {
  const samples = new Map(commands.map((c) => [c.label, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const command of commands) {
      const args = command.prepare === undefined ? command.args : command.prepare();
      const started = process.hrtime.bigint();
      const run = spawnSync(command.file, args, {
        encoding: "utf8",
        input: command.input ?? "",
        env: benchEnv(command.env),
        ...(command.cwd === undefined ? {} : { cwd: command.cwd }),
      });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (run.status !== (command.status ?? 0)) throw new Error(`${command.label} failed (${run.status}): ${run.stderr}`);
      samples.get(command.label).push(ms);
    }
  }
  return new Map([...samples].map(([label, values]) => [label, median(values)]));
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 0 ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle];
}

export function table(headers, rows) {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) => `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(" | ")} |`;
  return [line(headers), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...rows.map(line)].join("\n");
}
