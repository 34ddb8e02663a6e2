// `skill-kit install [--dir <project>] [--check]`: restores every skill of skills-lock.json from its
// source, verified file by file; `--check` compares the installed folders with the lock instead.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseCommand, printedHelp, usageLine, type CommandSpec } from "@skill-kit/node";
import { UsageError } from "@skill-kit/primitives";
import { reportInstallError, serverToken } from "./install-flags.js";

const spec = {
  command: "install",
  operands: "",
  summary: [
    "Restore every skill in skills-lock.json from its source. Each file must match the lock (path,",
    "size, sha256); a skill that does not match is not written at all, and the command exits 1 naming",
    "the file. SKILL_KIT_TOKEN is sent to skills servers as a bearer token.",
  ].join("\n"),
  flags: [
    { name: "dir", value: "project", description: "The project folder holding skills-lock.json (default: the current folder)." },
    { name: "check", description: "Only verify the installed folders against the lock; write nothing (for CI)." },
  ],
} as const satisfies CommandSpec;

export async function run(args: readonly string[]): Promise<number> {
  const parsed = parseCommand(spec, args);
  if (printedHelp(spec, parsed)) return 0;
  if (parsed.operands.length > 0)
    throw new UsageError(`install takes no operands; found ${parsed.operands.join(" ")}\n${usageLine(spec)}`);
  const project = parsed.value("dir") ?? ".";
  const { checkInstalled, InstallError, lockFileName, restoreSkills } = await import("@skill-kit/install");
  if (!existsSync(join(project, lockFileName)))
    throw new UsageError(`no ${lockFileName} in ${project}: add skills with skill-kit add first`);
  try {
    const results = parsed.has("check") ? checkInstalled({ project }) : await restoreSkills({ project, ...serverToken() });
    for (const result of results) {
      if (result.problems.length === 0) process.stderr.write(`✓ ${result.name}\n`);
      else
        process.stderr.write(
          `✗ ${result.name}: ${parsed.has("check") ? "differs from the lock" : "not installed, it does not match the lock"}\n${result.problems.map((problem) => `  ${problem}\n`).join("")}`,
        );
    }
    return results.every((result) => result.problems.length === 0) ? 0 : 1;
  } catch (error) {
    return reportInstallError(error, (value) => InstallError.isInstance(value));
  }
}
