#!/usr/bin/env node
// The `skill-kit` executable: hands argv to `runCli` and exits with its code. `scan` goes to its own
// bundled entry, which skips loading the command table (see scan-entry.ts).
const argv = process.argv.slice(2);
process.exitCode =
  argv[0] === "scan" ? await (await import("./scan-entry.js")).runScanCli(argv) : await (await import("./index.js")).runCli(argv);
