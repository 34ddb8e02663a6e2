// `skill-kit add <source> [--skill a,b] [--agent host,…] [--ref <ref>] [--dir <project>]`: installs a
// source's skills after scanning them, and records them in skills-lock.json.
import { existsSync } from "node:fs";
import { parseCommand, printedHelp, usageLine, type CommandSpec } from "@skill-kit/node";
import { hostIds, isHostId, UsageError, type HostId } from "@skill-kit/primitives";
import { commaList, projectSuppressions, reportInstallError, scanUnavailable, serverToken } from "./install-flags.js";
import { inFlagWords } from "./install-words.js";

const spec = {
  command: "add",
  operands: "<source>",
  summary: [
    "Install skills from a folder, a git repository (URL, path ending in .git, or owner/repo on GitHub;",
    "at --ref; the commit is recorded) or a Skills Extension server (https://…/mcp, or http on",
    "loopback; SKILL_KIT_TOKEN goes to its origin only; every file is checked against the server's",
    "sha256 digests first).",
    "Each skill is scanned first (see `skill-kit scan`); one with an error-level finding is not",
    "installed unless --allow-scan-errors. A skill whose name is not a plain folder name (agentskills.io),",
    "whose name another source installed, or whose folder exists unlisted in the lock is refused (see",
    "--replace, --force); the others install. Writes skills-lock.json. Exit 1 when any skill was refused.",
  ].join("\n"),
  flags: [
    { name: "skill", value: "names", description: "Only these skills (comma-separated); default: every skill of the source." },
    {
      name: "agent",
      value: "hosts",
      description: `Hosts to install for (comma-separated): ${hostIds.join(", ")}. Default: generic (.agents/skills).`,
    },
    { name: "ref", value: "ref", description: "A git branch, tag or commit (git sources only)." },
    { name: "dir", value: "project", description: "The project folder (default: the current folder)." },
    { name: "allow-scan-errors", description: "Install skills even with error-level scan findings." },
    {
      name: "replace",
      description: "Replace a skill of the same name that another source installed (default: refuse it).",
    },
    {
      name: "force",
      description:
        "Replace an existing skill folder that skills-lock.json does not list (default: refuse it; links are never followed).",
    },
  ],
} as const satisfies CommandSpec;

function agentsOf(value: string | undefined): HostId[] {
  return commaList(value).map((agent) => {
    if (!isHostId(agent)) throw new UsageError(`--agent: unknown host "${agent}"; known hosts: ${hostIds.join(", ")}`);
    return agent;
  });
}

export async function run(args: readonly string[]): Promise<number> {
  const parsed = parseCommand(spec, args);
  if (printedHelp(spec, parsed)) return 0;
  const noScan = scanUnavailable("add");
  if (noScan !== undefined) return noScan;
  const [source, ...extra] = parsed.operands;
  if (source === undefined) throw new UsageError(`missing the source to add\n${usageLine(spec)}`);
  if (extra.length > 0)
    throw new UsageError(`expected one source, found ${String(parsed.operands.length)}: ${parsed.operands.join(" ")}`);
  const project = parsed.value("dir") ?? ".";
  if (!existsSync(project)) throw new UsageError(`--dir: no such folder ${project}`);
  const agents = agentsOf(parsed.value("agent"));
  const ref = parsed.value("ref");
  const [{ addSkills, InstallError, installHints }, scan] = await Promise.all([
    import("@skill-kit/install"),
    import("@skill-kit/scan"),
  ]);
  const suppressions = await projectSuppressions(project);
  try {
    const added = await addSkills({
      source,
      project,
      agents,
      skills: commaList(parsed.value("skill")),
      suppressions,
      allowErrors: parsed.has("allow-scan-errors"),
      replace: parsed.has("replace"),
      force: parsed.has("force"),
      ...(ref === undefined ? {} : { ref }),
      ...serverToken(source),
    });
    for (const skill of added) {
      if (skill.findings.length > 0) process.stderr.write(scan.textReport(skill.findings, 1));
      process.stderr.write(
        skill.installed
          ? `✓ ${skill.name} → ${skill.folders.join(", ")}\n`
          : skill.refusal !== undefined
            ? `✗ ${JSON.stringify(skill.name.slice(0, 80))} not installed: ${inFlagWords(skill.refusal.message, installHints)}\n`
            : `✗ ${skill.name} not installed: error-level scan findings (review them; --allow-scan-errors installs anyway)\n`,
      );
    }
    return added.every((skill) => skill.installed) ? 0 : 1;
  } catch (error) {
    return reportInstallError(error, (value) => InstallError.isInstance(value), installHints);
  }
}
