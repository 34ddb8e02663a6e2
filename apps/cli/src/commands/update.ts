// `skill-kit update [name…] [--dir <project>] [--token-origin <origin>] [--allow-scan-errors]`: fetches
// each named (default: every) locked skill again from its source at its recorded ref, scans it and
// re-installs it, recording the new commit and digests.
import { parseCommand, printedHelp, type CommandSpec } from "@skill-kit/node";
import {
  projectSuppressions,
  reportInstallError,
  serverTokens,
  tokenOrigin,
  tokenOriginFlag,
  scanUnavailable,
} from "./install-flags.js";
import { inFlagWords } from "./install-words.js";
import { lockedProject } from "./lock-operands.js";

const spec = {
  command: "update",
  operands: "[name...]",
  summary: [
    "Fetch skills of skills-lock.json again from their sources at the recorded ref (a branch that moved",
    "gives its new commit), scan them as add does, and re-install and re-lock them. Default: every",
    "locked skill. Exit 1 when any skill was not updated. Tokens as for install (--token-origin).",
  ].join("\n"),
  flags: [
    { name: "dir", value: "project", description: "The project folder holding skills-lock.json (default: the current folder)." },
    tokenOriginFlag,
    { name: "allow-scan-errors", description: "Install skills even with error-level scan findings." },
  ],
} as const satisfies CommandSpec;

export async function run(args: readonly string[]): Promise<number> {
  const parsed = parseCommand(spec, args);
  if (printedHelp(spec, parsed)) return 0;
  const noScan = scanUnavailable("update");
  if (noScan !== undefined) return noScan;
  const project = parsed.value("dir") ?? ".";
  const origin = tokenOrigin(parsed.value("token-origin"));
  await lockedProject(project, parsed.operands);
  const [{ InstallError, installHints, updateSkills }, { textReport }] = await Promise.all([
    import("@skill-kit/install"),
    import("@skill-kit/scan"),
  ]);
  try {
    const results = await updateSkills({
      project,
      names: parsed.operands,
      tokenFor: serverTokens(origin),
      suppressions: await projectSuppressions(project),
      allowErrors: parsed.has("allow-scan-errors"),
    });
    for (const result of results) {
      const { added } = result;
      if (added !== undefined && added.findings.length > 0) process.stderr.write(textReport(added.findings, 1));
      const changed =
        result.after === result.before ? "unchanged" : `${result.before.slice(0, 12)} → ${String(result.after).slice(0, 12)}`;
      process.stderr.write(
        added?.installed === true
          ? `✓ ${result.name} (${changed})\n`
          : `✗ ${result.name} not updated: ${inFlagWords(result.problem ?? added?.refusal?.message ?? "error-level scan findings (review them; --allow-scan-errors installs anyway)", installHints)}\n`,
      );
    }
    return results.every((result) => result.added?.installed === true) ? 0 : 1;
  } catch (error) {
    return reportInstallError(error, (value) => InstallError.isInstance(value), installHints);
  }
}
