// `skill-kit scan` without the command table: bin.ts hands `scan …` here, and the build bundles this
// file with all it imports into one module (build/bundle-scan.mjs), so a scan loads one file instead of
// about forty (docs/decisions/2026-11-27-scan-entry-bundle.md). Help, usage errors and exit codes are
// runProgram's, as for every other command.
import { runProgram } from "@skill-kit/node";
import { run } from "./commands/scan.js";
import { scanSummary } from "./commands/scan-summary.js";
import { version } from "./version.js";

export function runScanCli(argv: readonly string[]): Promise<number> {
  return runProgram(
    { name: "skill-kit", version, commands: { scan: { summary: scanSummary, load: () => Promise.resolve({ run }) } } },
    argv,
  );
}
