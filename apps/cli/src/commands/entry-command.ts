// What the commands that take one `<entry.ts>` share (build, check, graph): the flag that skips the
// entry's type check, and reading the command line up to the entry file.
import { entryOperand, parseCommand, printedHelp, type CommandSpec, type ParsedCommand } from "@skill-kit/node";

export const noTypecheckFlag = {
  name: "no-typecheck",
  description: "Skip the type check of the entry (TypeScript, with the nearest tsconfig.json).",
} as const;

/** Parses `args`: 0 once `--help` is printed; otherwise what `run` answers for the parsed flags and the entry file. */
export async function runEntryCommand<const S extends CommandSpec>(
  spec: S,
  args: readonly string[],
  run: (command: { readonly parsed: ParsedCommand<S>; readonly entry: string }) => Promise<number>,
): Promise<number> {
  const parsed = parseCommand(spec, args);
  if (printedHelp(spec, parsed)) return 0;
  return run({ parsed, entry: entryOperand(spec, parsed) });
}
