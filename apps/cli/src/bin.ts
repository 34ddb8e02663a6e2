#!/usr/bin/env node
// The `skill-kit` executable: hands argv to `runCli` and exits with its code.
import { runCli } from "./index.js";

process.exitCode = await runCli(process.argv.slice(2));
