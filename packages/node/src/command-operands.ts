// What commands do with their parsed words: the one entry file, the help, whole numbers, paths that exist.
import { existsSync } from "node:fs";
import { UsageError } from "@skill-kit/primitives/errors";
import { helpText, usageLine, type CommandSpec } from "./command-spec.js";

/** The one entry file a command takes. */
export function entryOperand(spec: CommandSpec, parsed: { readonly operands: readonly string[] }): string {
  const [entry, ...extra] = parsed.operands;
  if (entry === undefined) throw new UsageError(`missing the skill entry file\n${usageLine(spec)}`);
  if (extra.length > 0)
    throw new UsageError(`expected one entry file, found ${parsed.operands.length}: ${parsed.operands.join(" ")}`);
  return entry;
}

/** Prints the command's help on stderr when `-h`/`--help` was given; the caller then exits 0. */
export function printedHelp(spec: CommandSpec, parsed: { readonly help: boolean }): boolean {
  if (parsed.help) process.stderr.write(helpText(spec));
  return parsed.help;
}

/** A flag's whole number, or `fallback` when it was not given; anything else is a `UsageError`. */
export function wholeNumber(flag: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text)) throw new UsageError(`--${flag} must be a whole number; found "${text}"`);
  return Number(text);
}

/** Refuses operands that name no file or folder (`UsageError`), or none at all (with the usage line). */
export function existingPaths(spec: CommandSpec, paths: readonly string[], what: string): void {
  if (paths.length === 0) throw new UsageError(`missing ${what}\n${usageLine(spec)}`);
  for (const path of paths) if (!existsSync(path)) throw new UsageError(`path does not exist: ${path}`);
}
