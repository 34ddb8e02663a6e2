// Command flags declared once as typed data: the parser (`parseCommand`) and the `--help` text both
// come from it. Shared by every skill-kit command line: `skill-kit`'s commands, `skill-kit-mcp` and
// `scripts/run mcp`.

export interface FlagSpec {
  /** The long name, used as `--name`. */
  readonly name: string;
  /** A one-letter alias, used as `-x`. */
  readonly short?: string;
  /** What the value is called in the help; a flag without it is a switch. */
  readonly value?: string;
  /** The only values accepted. */
  readonly choices?: readonly string[];
  /** A value flag that also takes the words after it, up to the next that starts with `-` (`--skills a b`). */
  readonly many?: boolean;
  /** The switch this flag is taken only with (`--port` with `--http`). */
  readonly needs?: string;
  readonly description: string;
}

export interface CommandSpec {
  /** The program, `skill-kit` when not given. */
  readonly program?: string;
  /** The command after the program; empty for a program of one command. */
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
  /** The last value given. */
  value(name: ValueName<S>): string | undefined;
  /** Every value given, in order (the words a `many` flag took included). */
  values(name: ValueName<S>): readonly string[];
  has(name: SwitchName<S>): boolean;
}

export function flagLabel(flag: FlagSpec): string {
  const names = flag.short === undefined ? `--${flag.name}` : `-${flag.short}, --${flag.name}`;
  if (flag.value === undefined) return names;
  return `${names} <${flag.choices === undefined ? flag.value : flag.choices.join("|")}>${flag.many === true ? "..." : ""}`;
}

/** `skill-kit build`, `skill-kit-mcp`: the words that run the command. */
export function commandName(spec: CommandSpec): string {
  return [spec.program ?? "skill-kit", spec.command].filter((word) => word !== "").join(" ");
}

export function usageLine(spec: CommandSpec): string {
  return `Usage: ${[commandName(spec), spec.operands].filter((word) => word !== "").join(" ")} [options]`;
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
