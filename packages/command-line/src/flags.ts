// Command flags declared once as typed data: the parser and the `--help` text both come from it.
// Shared by every skill-kit command line.
import { existsSync } from "node:fs";
import { parseArgs, type ParseArgsConfig } from "node:util";
import { UsageError } from "@skill-kit/primitives/errors";

export interface FlagSpec {
  /** The long name, used as `--name`. */
  readonly name: string;
  /** A one-letter alias, used as `-x`. */
  readonly short?: string;
  /** What the value is called in the help; a flag without it is a switch. */
  readonly value?: string;
  /** The only values accepted. */
  readonly choices?: readonly string[];
  readonly description: string;
}

export interface CommandSpec {
  readonly command: string;
  /** The positional arguments, as shown in the usage line. */
  readonly operands: string;
  readonly summary: string;
  readonly flags: readonly FlagSpec[];
}

type Flag<S extends CommandSpec> = S["flags"][number];
type ValueName<S extends CommandSpec> = Extract<Flag<S>, { readonly value: string }>["name"];
type SwitchName<S extends CommandSpec> = Exclude<Flag<S>["name"], ValueName<S>>;

export interface ParsedCommand<S extends CommandSpec> {
  /** `-h` or `--help` was given. */
  readonly help: boolean;
  readonly operands: readonly string[];
  value(name: ValueName<S>): string | undefined;
  has(name: SwitchName<S>): boolean;
}

function flagLabel(flag: FlagSpec): string {
  const names = flag.short === undefined ? `--${flag.name}` : `-${flag.short}, --${flag.name}`;
  if (flag.value === undefined) return names;
  return `${names} <${flag.choices === undefined ? flag.value : flag.choices.join("|")}>`;
}

export function usageLine(spec: CommandSpec): string {
  return `Usage: skill-kit ${spec.command} ${spec.operands} [options]`;
}

export function helpText(spec: CommandSpec): string {
  const rows = [
    ...spec.flags.map((flag) => [flagLabel(flag), flag.description] as const),
    ["-h, --help", "Show this help."] as const,
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  return [
    usageLine(spec),
    "",
    spec.summary,
    "",
    "Options:",
    ...rows.map(([label, text]) => `  ${label.padEnd(width)}${text}`),
    "",
  ].join("\n");
}

type ParseArgsOptions = NonNullable<ParseArgsConfig["options"]>;

/** The spec's flags as `parseArgs` options: a value flag is a string, a switch a boolean. */
function parseArgsOptions(spec: CommandSpec): ParseArgsOptions {
  const options: ParseArgsOptions = { help: { type: "boolean", short: "h" } };
  for (const flag of spec.flags)
    options[flag.name] = {
      type: flag.value === undefined ? "boolean" : "string",
      ...(flag.short === undefined ? {} : { short: flag.short }),
    };
  return options;
}

/**
 * Accepts `--name value`, `--name=value`, `-x value`, switches, and `--` before operands that start with `-`.
 * `node:util` `parseArgs` splits the words (non-strict, as tokens); the messages are ours. A short flag is
 * the whole word (`-x`): `-xvalue` and `-xy` are unknown options, and a value is the next word whatever it is.
 */
export function parseCommand<const S extends CommandSpec>(spec: S, args: readonly string[]): ParsedCommand<S> {
  const { tokens } = parseArgs({
    args: [...args],
    options: parseArgsOptions(spec),
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const values = new Map<string, string>();
  const switches = new Set<string>();
  const operands: string[] = [];
  let help = false;
  for (const token of tokens) {
    if (token.kind === "positional") operands.push(token.value);
    if (token.kind !== "option") continue;
    const word = args[token.index] ?? "";
    const whole = token.rawName.startsWith("--") || word === token.rawName;
    const flag = spec.flags.find((candidate) => candidate.name === token.name);
    if (whole && token.name === "help" && token.value === undefined) help = true;
    else if (!whole || flag === undefined)
      throw new UsageError(`unknown option "${whole ? token.rawName : word}" for skill-kit ${spec.command}\n${usageLine(spec)}`);
    else if (flag.value === undefined) {
      if (token.value !== undefined) throw new UsageError(`--${flag.name} takes no value`);
      switches.add(flag.name);
    } else {
      if (token.value === undefined) throw new UsageError(`${token.rawName} needs a value: ${flagLabel(flag)}`);
      if (flag.choices !== undefined && !flag.choices.includes(token.value)) {
        throw new UsageError(`--${flag.name} must be one of ${flag.choices.join(", ")}; found "${token.value}"`);
      }
      values.set(flag.name, token.value);
    }
  }
  return { help, operands, value: (name) => values.get(name), has: (name) => switches.has(name) };
}

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
