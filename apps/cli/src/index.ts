// Parses the command line, runs one command, and maps failures to exit codes.
import { readFileSync } from "node:fs";
import { commands } from "./commands.js";
import { didYouMean } from "@skill-kit/command-line";
import { UsageError } from "@skill-kit/primitives";

export function usage(): string {
  const rows = Object.entries(commands).map(([name, command]) => `  ${name.padEnd(10)} ${command.summary}`);
  return [
    "Usage: skill-kit <command> [options]",
    "",
    "Commands:",
    ...rows,
    "",
    "Run `skill-kit <command> --help` for a command's options; `skill-kit --version` prints the version.",
  ].join("\n");
}

function version(): string {
  const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { readonly version: string };
  return manifest.version;
}

function unknownCommand(name: string): UsageError {
  const guess = didYouMean(name, Object.keys(commands));
  return new UsageError(`unknown command "${name}"${guess === undefined ? "" : `; did you mean "${guess}"?`}\n\n${usage()}`);
}

export async function runCli(argv: readonly string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    process.stderr.write(`${usage()}\n`);
    return 0;
  }
  if (name === "--version" || name === "-v") {
    process.stdout.write(`${version()}\n`);
    return 0;
  }
  const command = commands[name];
  try {
    if (command === undefined) throw unknownCommand(name);
    const module = await command.load();
    return await module.run(rest);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`error: ${error.message}\n`);
      return 2;
    }
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.stderr.write(`skill-kit: unexpected error (this is a bug, please report it):\n${detail}\n`);
    return 1;
  }
}
