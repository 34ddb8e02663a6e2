// `skill-kit validate [--strict | --profile <host>] [--json] <path>...`: checks SKILL.md skills, alone and together.
import type { HostProfile, ValidateMode, ValidateSkillsRules } from "@skill-kit/loader/validate";
import { UsageError } from "@skill-kit/primitives";
import {
  printedHelp,
  parseCommand,
  progress,
  type CommandSpec,
  type ParsedCommand,
  type Progress,
  wholeNumber,
  existingPaths,
} from "@skill-kit/node";

/** The hosts `--profile` knows: every `HostProfile` (the type requires each), listed here so `--help` loads no validator. */
const hosts: Readonly<Record<HostProfile, true>> = { "claude-code": true, codex: true, "gemini-cli": true, opencode: true };
const hostProfiles = Object.keys(hosts);
const isHostProfile = (value: string | undefined): value is HostProfile => value !== undefined && Object.hasOwn(hosts, value);

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
    {
      name: "profile",
      value: "host",
      choices: hostProfiles,
      description: "What that host accepts (see the README for each host's rules).",
    },
    { name: "json", description: 'Print [{ "dir", "name", "valid", "errors", "warnings" }] on stdout instead.' },
    {
      name: "budget",
      value: "chars",
      description: `Catalog budget in characters (default ${defaultBudget}, Claude Code's default).`,
    },
    { name: "max-depth", value: "n", description: "Folder levels searched below each path (default 10)." },
    { name: "verbose", description: "Also print every warning." },
  ],
} as const satisfies CommandSpec;

function modeOf(parsed: ParsedCommand<typeof spec>): ValidateMode {
  const value = parsed.value("profile");
  const profile = isHostProfile(value) ? value : undefined;
  if (parsed.has("strict") && profile !== undefined)
    throw new UsageError("--strict and --profile cannot be combined: pick one set of rules");
  return parsed.has("strict") ? "strict" : (profile ?? "lenient");
}

function rulesOf(mode: ValidateMode): ValidateSkillsRules {
  if (mode === "strict") return { mode: "strict" };
  return mode === "lenient" ? { mode: "lenient" } : { mode: "lenient", profile: mode };
}

/** `SKILL_KIT_THREADS=<n>` (a whole number of at least 1) sets the number of threads. */
function forcedThreads(): { readonly threads?: number } {
  const forced = Number(process.env["SKILL_KIT_THREADS"]);
  return Number.isInteger(forced) && forced >= 1 ? { threads: forced } : {};
}

export async function run(args: readonly string[]): Promise<number> {
  const parsed = parseCommand(spec, args);
  if (printedHelp(spec, parsed)) return 0;
  const mode = modeOf(parsed);
  const budget = wholeNumber("budget", parsed.value("budget"), defaultBudget);
  const maxDepth = wholeNumber("max-depth", parsed.value("max-depth"), 10);
  existingPaths(spec, parsed.operands, "the path of a skill or of a folder of skills");
  // Loaded only now, so --help and usage errors answer at once.
  const { validateReport, validateSkills } = await import("@skill-kit/loader/validate");
  const showProgress = process.stderr.isTTY;
  let counter: Progress | undefined;
  if (showProgress) process.stderr.write("finding skills…");
  const report = await validateSkills(parsed.operands, {
    ...rulesOf(mode),
    budget,
    maxDepth,
    ...forcedThreads(),
    onFound: (total) => {
      if (showProgress) process.stderr.write("\r\u001b[K");
      counter = progress({ total, enabled: showProgress });
    },
    onProgress: (done) => counter?.tick(done),
  });
  counter?.finish();
  for (const note of report.notes) process.stderr.write(`⚠ ${note.message}\n`);
  for (const path of report.empty) process.stderr.write(`✗ no SKILL.md found under ${path}\n`);
  if (parsed.has("json")) process.stdout.write(`${JSON.stringify(report.skills, null, 2)}\n`);
  else process.stderr.write(validateReport(report, { mode, verbose: parsed.has("verbose") }));
  return report.ok ? 0 : 1;
}
