// How `install`, `install --check` and `update` print one line per skill on stderr: `✓ name`, or
// `✗ name: why` with one indented line per problem, the scan's findings first and notes after.
import type { RestoredSkill } from "@skill-kit/install";

export async function printResults(results: readonly RestoredSkill[], failure: string): Promise<void> {
  const { textReport } = await import("@skill-kit/scan");
  for (const result of results) {
    if (result.findings.length > 0) process.stderr.write(textReport(result.findings, 1));
    const lines = result.problems.map((problem) => `  ${problem}\n`).join("");
    process.stderr.write(result.problems.length === 0 ? `✓ ${result.name}\n` : `✗ ${result.name}: ${failure}\n${lines}`);
    for (const note of result.notes) process.stderr.write(`  note: ${note}\n`);
  }
}
