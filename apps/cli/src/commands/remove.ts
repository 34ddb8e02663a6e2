// `skill-kit remove <name…> [--dir <project>]`: deletes each skill's folders in the host folders its
// lock entry records, and its entry. Never through a symbolic link; never a folder the lock does not name.
import { parseCommand, printedHelp, usageLine, type CommandSpec } from "@skill-kit/node";
import { UsageError } from "@skill-kit/primitives";
import { reportInstallError } from "./install-flags.js";
import { lockedProject } from "./lock-operands.js";

const spec = {
  command: "remove",
  operands: "<name>...",
  summary: [
    "Remove skills installed from skills-lock.json: each one's folder in every host folder its entry",
    "records, and its entry. A symbolic link on the way refuses the whole command, and nothing is removed.",
  ].join("\n"),
  flags: [
    { name: "dir", value: "project", description: "The project folder holding skills-lock.json (default: the current folder)." },
  ],
} as const satisfies CommandSpec;

export async function run(args: readonly string[]): Promise<number> {
  const parsed = parseCommand(spec, args);
  if (printedHelp(spec, parsed)) return 0;
  if (parsed.operands.length === 0) throw new UsageError(`missing the skills to remove\n${usageLine(spec)}`);
  const project = parsed.value("dir") ?? ".";
  await lockedProject(project, parsed.operands);
  const { InstallError, removeSkills } = await import("@skill-kit/install");
  try {
    for (const skill of removeSkills({ project, names: parsed.operands }))
      process.stderr.write(
        `✓ removed ${skill.name}${skill.folders.length === 0 ? " (no folder was installed)" : `: ${skill.folders.join(", ")}`}\n`,
      );
    return 0;
  } catch (error) {
    return reportInstallError(error, (value) => InstallError.isInstance(value));
  }
}
