// How `install` and `install --check` print one line per skill on stderr: `✓ name`, or `✗ name: why`
// with one indented line per problem; the scan's findings first and notes after.
import type { InstallHint, Lockfile, RestoredSkill } from "@skill-kit/install";
import { inFlagWords, relockCommand } from "./install-words.js";

const restoreFailure: Readonly<Record<NonNullable<RestoredSkill["reason"]>, string>> = {
  differs: "not installed, it does not match the lock",
  scan: "not installed, refused by the scan",
  source: "not installed, its source failed",
  entry: "not installed, its lock entry is refused",
};

export async function printResults(
  results: readonly RestoredSkill[],
  options: {
    readonly check: boolean;
    readonly hints: Readonly<Record<InstallHint, string>>;
    /** The lock, for the `skill-kit add` that re-locks a skill the `skills` CLI locked. */
    readonly lock: Lockfile;
  },
): Promise<void> {
  const { check, hints, lock } = options;
  const { textReport } = await import("@skill-kit/scan");
  for (const result of results) {
    if (result.findings.length > 0) process.stderr.write(textReport(result.findings, 1));
    const why = check
      ? result.reason === "entry"
        ? restoreFailure.entry
        : "differs from the lock"
      : restoreFailure[result.reason ?? "differs"];
    const lines = result.problems.map((problem) => `  ${inFlagWords(problem, hints)}\n`).join("");
    process.stderr.write(result.problems.length === 0 ? `✓ ${result.name}\n` : `✗ ${result.name}: ${why}\n${lines}`);
    for (const note of result.notes) {
      const words = note === hints.relock ? relockCommand(result.name, lock.skills[result.name]) : undefined;
      process.stderr.write(`  note: ${words ?? note}\n`);
    }
  }
}
