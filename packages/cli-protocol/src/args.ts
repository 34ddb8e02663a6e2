// The binary's argument grammar (protocol §1.1): `--name value` pairs, value in the next token.

/** Flags that take no value. */
const booleanFlags = new Set(["subagent", "print", "json"]);

export interface ParsedArgs {
  /** Tokens that are not flags or flag values, in order. */
  readonly words: readonly string[];
  readonly flags: ReadonlyMap<string, string>;
  readonly switches: ReadonlySet<string>;
  readonly help: boolean;
}

/**
 * Any other `--flag` takes the next token as its value, even one starting with `--`; a flag with
 * no value left is dropped; the last repeat wins; `--help`/`-h` anywhere asks for help.
 */
export function parseArgs(tokens: readonly string[]): ParsedArgs {
  const words: string[] = [];
  const flags = new Map<string, string>();
  const switches = new Set<string>();
  let help = tokens.length === 0;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] ?? "";
    if (token === "--help" || token === "-h") {
      help = true;
      continue;
    }
    if (!token.startsWith("--") || token.length === 2) {
      words.push(token);
      continue;
    }
    const name = token.slice(2);
    if (booleanFlags.has(name)) {
      switches.add(name);
      continue;
    }
    const value = tokens[i + 1];
    i += 1;
    if (value !== undefined) flags.set(name, value);
  }
  return { words, flags, switches, help };
}
