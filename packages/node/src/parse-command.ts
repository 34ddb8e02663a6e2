// Reads a command line by its spec: `node:util` `parseArgs` splits the words, the messages are ours.
import { parseArgs, type ParseArgsConfig } from "node:util";
import { UsageError } from "@skill-kit/primitives/errors";
import { commandName, flagLabel, usageLine, type CommandSpec, type ParsedCommand } from "./command-spec.js";

type ParseArgsOptions = NonNullable<ParseArgsConfig["options"]>;

/** The spec's flags as `parseArgs` options: a value flag is a string, a switch a boolean. */
function parseArgsOptions(spec: CommandSpec): ParseArgsOptions {
  const options: ParseArgsOptions = { help: { type: "boolean", short: "h" } };
  for (const flag of spec.flags)
    options[flag.name] = {
      // A `many` flag is a switch to parseArgs, so it never takes a following option as its value.
      type: flag.value === undefined || flag.many === true ? "boolean" : "string",
      ...(flag.short === undefined ? {} : { short: flag.short }),
    };
  return options;
}

/**
 * Accepts `--name value`, `--name=value`, `-x value`, switches, and `--` before operands that start with `-`.
 * `node:util` `parseArgs` splits the words (non-strict, as tokens); the messages are ours. A short flag is
 * the whole word (`-x`): `-xvalue` and `-xy` are unknown options, and a value is the next word whatever it is.
 * The first thing met answers: a mistake before `-h`/`--help` is the error, `--help` before it wins.
 */
export function parseCommand<const S extends CommandSpec>(spec: S, args: readonly string[]): ParsedCommand<S> {
  const { tokens } = parseArgs({
    args: [...args],
    options: parseArgsOptions(spec),
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const values = new Map<string, string[]>();
  const switches = new Set<string>();
  const operands: string[] = [];
  const add = (name: string, value: string): void => {
    values.set(name, [...(values.get(name) ?? []), value]);
  };
  let help = false;
  /** The `many` flag taking the words that follow, while they do not start with `-`. */
  let taking: string | undefined;
  for (const token of tokens) {
    if (token.kind === "positional" && taking !== undefined && !token.value.startsWith("-")) {
      add(taking, token.value);
      continue;
    }
    taking = undefined;
    if (token.kind === "positional") operands.push(token.value);
    if (token.kind !== "option") continue;
    const word = args[token.index] ?? "";
    const whole = token.rawName.startsWith("--") || word === token.rawName;
    const flag = spec.flags.find((candidate) => candidate.name === token.name);
    if (whole && token.name === "help" && token.value === undefined) help = true;
    else if (help) continue;
    else if (!whole || flag === undefined)
      throw new UsageError(`unknown option "${whole ? token.rawName : word}" for ${commandName(spec)}\n${usageLine(spec)}`);
    else if (flag.value === undefined) {
      if (token.value !== undefined) throw new UsageError(`--${flag.name} takes no value`);
      switches.add(flag.name);
    } else if (flag.many === true) {
      if (token.value === undefined) taking = flag.name;
      else add(flag.name, token.value);
    } else {
      if (token.value === undefined) throw new UsageError(`${token.rawName} needs a value: ${flagLabel(flag)}`);
      if (flag.choices !== undefined && !flag.choices.includes(token.value)) {
        throw new UsageError(`--${flag.name} must be one of ${flag.choices.join(", ")}; found "${token.value}"`);
      }
      add(flag.name, token.value);
    }
  }
  if (!help) refuseMissingSwitches(spec, (name) => values.has(name) || switches.has(name));
  return {
    help,
    operands,
    value: (name) => values.get(name)?.at(-1),
    values: (name) => values.get(name) ?? [],
    has: (name) => switches.has(name),
  };
}

/** A flag given without the switch it `needs` is a `UsageError`. */
function refuseMissingSwitches(spec: CommandSpec, given: (name: string) => boolean): void {
  const misplaced = spec.flags.find((flag) => flag.needs !== undefined && given(flag.name) && !given(flag.needs));
  if (misplaced !== undefined) throw new UsageError(`--${misplaced.name} is taken only with --${String(misplaced.needs)}`);
}
