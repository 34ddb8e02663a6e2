// `skill-kit install [--dir <project>] [--check] [--token-origin <origin>] [--allow-scan-errors]`:
// restores every skill of skills-lock.json from its source, verified and scanned; `--check` compares
// the installed folders with the lock instead.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseCommand, printedHelp, usageLine, type CommandSpec } from "@skill-kit/node";
import { UsageError } from "@skill-kit/primitives";
import { printResults } from "./install-report.js";
import {
  projectSuppressions,
  reportInstallError,
  serverTokens,
  tokenOrigin,
  tokenOriginFlag,
  scanUnavailable,
} from "./install-flags.js";

const spec = {
  command: "install",
  operands: "",
  summary: [
    "Restore every skill in skills-lock.json from its source. Each file must match the lock (path,",
    "size, sha256, execute bit; an entry the skills CLI wrote: its computedHash), and each skill is",
    "scanned as add scans it; a skill that does not match or is refused is not written at all, and the",
    "command exits 1 naming why. A bad lock entry is refused alone. SKILL_KIT_TOKEN goes only to the",
    "server named by --token-origin; other servers get the token ~/.config/skill-kit/credentials.json",
    "names for their origin, or none.",
  ].join("\n"),
  flags: [
    { name: "dir", value: "project", description: "The project folder holding skills-lock.json (default: the current folder)." },
    { name: "check", description: "Only verify the installed folders against the lock; write nothing (for CI)." },
    tokenOriginFlag,
    { name: "allow-scan-errors", description: "Restore skills even with error-level scan findings." },
  ],
} as const satisfies CommandSpec;

export async function run(args: readonly string[]): Promise<number> {
  const parsed = parseCommand(spec, args);
  if (printedHelp(spec, parsed)) return 0;
  const noScan = parsed.has("check") ? undefined : scanUnavailable("install");
  if (noScan !== undefined) return noScan;
  if (parsed.operands.length > 0)
    throw new UsageError(`install takes no operands; found ${parsed.operands.join(" ")}\n${usageLine(spec)}`);
  const project = parsed.value("dir") ?? ".";
  const origin = tokenOrigin(parsed.value("token-origin"));
  const { checkInstalled, InstallError, installHints, lockFileName, readLockfile, restoreSkills } = await import(
    "@skill-kit/install"
  );
  if (!existsSync(join(project, lockFileName)))
    throw new UsageError(`no ${lockFileName} in ${project}: add skills with skill-kit add first`);
  const check = parsed.has("check");
  const suppressions = check ? [] : await projectSuppressions(project);
  try {
    const results = check
      ? checkInstalled({ project })
      : await restoreSkills({
          project,
          tokenFor: serverTokens(origin),
          suppressions,
          allowErrors: parsed.has("allow-scan-errors"),
        });
    await printResults(results, { check, hints: installHints, lock: readLockfile(project) });
    const servers = Object.values(readLockfile(project).skills).some((entry) => entry.sourceType === "mcp");
    if (!check && servers && origin === undefined && (process.env["SKILL_KIT_TOKEN"] ?? "") !== "")
      process.stderr.write(
        "note: SKILL_KIT_TOKEN was sent to no server of the lock; --token-origin <origin> names the server it is for\n",
      );
    return results.every((result) => result.problems.length === 0) ? 0 : 1;
  } catch (error) {
    return reportInstallError(error, (value) => InstallError.isInstance(value), installHints);
  }
}
