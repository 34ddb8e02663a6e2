// A program of several commands: `<program> <command> [args]`, `--help`, `--version`, "did you
// mean" for a misspelt command, and one mapping of failures to exit codes.
import { UsageError } from "@skill-kit/primitives/errors";
import { didYouMean } from "./did-you-mean.js";

export interface Command {
  /** One line for the command table. */
  readonly summary: string;
  /** Imported only when the command runs, so `--help` stays fast. */
  readonly load: () => Promise<{ readonly run: (args: readonly string[]) => Promise<number> }>;
}

export interface Program {
  readonly name: string;
  readonly version: () => string;
  readonly commands: Readonly<Record<string, Command>>;
}

function programUsage(program: Program): string {
  const rows = Object.entries(program.commands).map(([name, command]) => `  ${name.padEnd(10)} ${command.summary}`);
  return [
    `Usage: ${program.name} <command> [options]`,
    "",
    "Commands:",
    ...rows,
    "",
    `Run \`${program.name} <command> --help\` for a command's options; \`${program.name} --version\` prints the version.`,
  ].join("\n");
}

/**
 * Runs one command; resolves with the exit code. A `UsageError` is `error: <message>` on stderr and
 * exit 2; any other error is a bug, printed with its stack, exit 1.
 */
export async function runProgram(program: Program, argv: readonly string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    process.stderr.write(`${programUsage(program)}\n`);
    return 0;
  }
  if (name === "--version" || name === "-v") {
    process.stdout.write(`${program.version()}\n`);
    return 0;
  }
  const command = program.commands[name];
  try {
    if (command === undefined) {
      const guess = didYouMean(name, Object.keys(program.commands));
      throw new UsageError(
        `unknown command "${name}"${guess === undefined ? "" : `; did you mean "${guess}"?`}\n\n${programUsage(program)}`,
      );
    }
    return await (await command.load()).run(rest);
  } catch (error) {
    if (UsageError.isInstance(error)) {
      process.stderr.write(`error: ${error.message}\n`);
      return 2;
    }
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.stderr.write(`${program.name}: unexpected error (this is a bug, please report it):\n${detail}\n`);
    return 1;
  }
}
