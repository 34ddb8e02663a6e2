// Parses the command line, runs one command, and maps failures to exit codes.
import { commands } from "./commands.js";
import { UsageError } from "./usage-error.js";

export function usage(): string {
  const rows = Object.entries(commands).map(([name, command]) => `  ${name.padEnd(10)} ${command.summary}`);
  return ["Usage: skill-kit <command> [options]", "", "Commands:", ...rows, "", "Run `skill-kit <command> --help` for a command's options."].join("\n");
}

export async function runCli(argv: readonly string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    process.stderr.write(`${usage()}\n`);
    return 0;
  }
  const command = commands[name];
  try {
    if (command === undefined) throw new UsageError(`unknown command "${name}"\n\n${usage()}`);
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
