// `skill-kit list [--dir <project>] [--json]`: the skills of skills-lock.json with their source,
// ref and commit, hosts, and whether each installed folder matches the lock.
import { parseCommand, printedHelp, type CommandSpec } from "@skill-kit/node";
import { UsageError } from "@skill-kit/primitives";
import { reportInstallError } from "./install-flags.js";
import { lockedProject } from "./lock-operands.js";

const spec = {
  command: "list",
  operands: "",
  summary: [
    "List the skills of skills-lock.json: source, ref and commit, hosts, and for each installed folder",
    "whether it matches the lock (matches, differs, missing). Refused lock entries are listed with why.",
  ].join("\n"),
  flags: [
    { name: "dir", value: "project", description: "The project folder holding skills-lock.json (default: the current folder)." },
    { name: "json", description: "Print the list as JSON on stdout." },
  ],
} as const satisfies CommandSpec;

export async function run(args: readonly string[]): Promise<number> {
  const parsed = parseCommand(spec, args);
  if (printedHelp(spec, parsed)) return 0;
  if (parsed.operands.length > 0) throw new UsageError(`list takes no operands; found ${parsed.operands.join(" ")}`);
  const project = parsed.value("dir") ?? ".";
  await lockedProject(project, []);
  const { InstallError, listSkills } = await import("@skill-kit/install");
  try {
    const listing = listSkills({ project });
    if (parsed.has("json")) {
      process.stdout.write(`${JSON.stringify(listing, null, 2)}\n`);
      return 0;
    }
    for (const skill of listing.skills) {
      const at = [skill.ref, skill.commit?.slice(0, 12)].filter((part) => part !== undefined).join(" @ ");
      const hosts = skill.hosts.length === 0 ? "hosts not recorded (skills CLI entry)" : skill.hosts.join(", ");
      process.stdout.write(`${skill.name}  ${skill.source} (${skill.sourceType}${at === "" ? "" : `, ${at}`})  ${hosts}\n`);
      for (const folder of skill.folders) process.stdout.write(`  ${folder.path}: ${folder.state}\n`);
    }
    for (const refused of listing.refused) process.stdout.write(`${JSON.stringify(refused.name)}  refused: ${refused.problem}\n`);
    return 0;
  } catch (error) {
    return reportInstallError(error, (value) => InstallError.isInstance(value));
  }
}
