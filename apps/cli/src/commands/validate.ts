// `skill-kit validate [--strict | --profile <host>] [--json] <path>...`: checks SKILL.md skills, alone and together.
import { statSync } from "node:fs";
import { UsageError } from "../usage-error.js";
import { printedHelp, parseCommand, usageLine, type CommandSpec, type ParsedCommand } from "./flags.js";
import { hostProfiles, type ValidateMode } from "./validate-skill-check.js";

/** Claude Code's current default listing budget: 1% of a 200k-token context at 4 characters a token. */
export const defaultBudget = 8000;

const spec = {
  command: "validate",
  operands: "<path>...",
  summary: [
    "Check SKILL.md skills: each path is a skill folder, a SKILL.md, or a folder searched for skills.",
    "Default: lenient (the client guide: loads whatever a tolerant host loads, warns about the rest).",
    "Also checks names used twice and the skill listing against the catalog budget. Exit 1 when a",
    "skill is invalid or a name is used twice.",
  ].join("\n"),
  flags: [
    { name: "strict", description: "The reference validator's (skills-ref) verdicts and messages." },
    { name: "profile", value: "host", choices: hostProfiles, description: "What that host accepts (see the README for each host's rules)." },
    { name: "json", description: 'Print [{ "dir", "name", "valid", "errors", "warnings" }] on stdout instead.' },
    { name: "budget", value: "chars", description: `Catalog budget in characters (default ${defaultBudget}, Claude Code's default).` },
    { name: "max-depth", value: "n", description: "Folder levels searched below each path (default 10)." },
    { name: "verbose", description: "Also print every warning." },
  ],
} as const satisfies CommandSpec;

function count(flag: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text)) throw new UsageError(`--${flag} must be a whole number; found "${text}"`);
  return Number(text);
}

function modeOf(parsed: ParsedCommand<typeof spec>): ValidateMode {
  const profile = hostProfiles.find((host) => host === parsed.value("profile"));
  if (parsed.has("strict") && profile !== undefined) throw new UsageError("--strict and --profile cannot be combined: pick one set of rules");
  return parsed.has("strict") ? "strict" : (profile ?? "lenient");
}

function checkPaths(paths: readonly string[]): void {
  if (paths.length === 0) throw new UsageError(`missing the path of a skill or of a folder of skills\n${usageLine(spec)}`);
  for (const path of paths) {
    try {
      statSync(path);
    } catch {
      throw new UsageError(`path does not exist: ${path}`);
    }
  }
}

export async function run(args: readonly string[]): Promise<number> {
  const parsed = parseCommand(spec, args);
  if (printedHelp(spec, parsed)) return 0;
  const mode = modeOf(parsed);
  const budget = count("budget", parsed.value("budget"), defaultBudget);
  const maxDepth = count("max-depth", parsed.value("max-depth"), 10);
  checkPaths(parsed.operands);
  // Loaded only now, so --help and usage errors answer at once.
  const { validateSkills } = await import("./validate-skills.js");
  const { validateReport } = await import("./validate-report.js");
  const result = await validateSkills(parsed.operands, { mode, budget, maxDepth, showProgress: process.stderr.isTTY });
  for (const note of result.notes) process.stderr.write(`⚠ ${note.message}\n`);
  for (const path of result.empty) process.stderr.write(`✗ no SKILL.md found under ${path}\n`);
  if (parsed.has("json")) process.stdout.write(`${JSON.stringify(result.reports, null, 2)}\n`);
  else process.stderr.write(validateReport(result.reports, { cross: result.cross, mode, verbose: parsed.has("verbose") }));
  const failed = result.reports.some((report) => !report.valid) || result.cross.duplicates.length > 0 || result.reports.length === 0;
  return failed ? 1 : 0;
}
