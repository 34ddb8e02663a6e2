// The binary's argument grammar (protocol §1.1): `--name value` pairs, value in the next token.

import { UsageError } from "@skill-kit/core";

/** Flags that take no value. */
const booleanFlags = new Set(["subagent", "print", "json"]);
/** Flags that take the next token as their value. */
const valueFlags = new Set([
  "params",
  "step",
  "output",
  "history",
  "host",
  "tools",
  "session",
  "session-dir",
  "store",
  "owner",
  "max-runs-per-user",
  "run-ttl",
  "finished-run-ttl",
  "output-mode",
  "older-than",
]);

export interface ParsedArgs {
  /** Tokens that are not flags or flag values, in order. */
  readonly words: readonly string[];
  readonly flags: ReadonlyMap<string, string>;
  readonly switches: ReadonlySet<string>;
  readonly help: boolean;
  /** Flags this binary does not know, without their dashes. */
  readonly unknown: readonly string[];
}

/** Refuses unknown flags (after help had its chance). */
export function refuseUnknownFlags(args: ParsedArgs): void {
  const [name] = args.unknown;
  if (name !== undefined) throw new UsageError(unknownFlag(name));
}

/**
 * A value flag takes the next token as its value, even one starting with `--`; a flag with no
 * value left is dropped; the last repeat wins; `--help`/`-h` anywhere asks for help. An unknown
 * flag is a usage error (the existing system ignored it, hiding typos such as `--step=greet`).
 */
export function parseArgs(tokens: readonly string[]): ParsedArgs {
  const words: string[] = [];
  const flags = new Map<string, string>();
  const switches = new Set<string>();
  const unknown: string[] = [];
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
    if (!booleanFlags.has(name) && !valueFlags.has(name)) {
      unknown.push(name);
      continue;
    }
    if (booleanFlags.has(name)) {
      switches.add(name);
      continue;
    }
    const value = tokens[i + 1];
    i += 1;
    if (value !== undefined) flags.set(name, value);
  }
  return { words, flags, switches, help, unknown };
}

function unknownFlag(name: string): string {
  const eq = name.indexOf("=");
  if (eq > 0 && valueFlags.has(name.slice(0, eq))) return `write --${name.slice(0, eq)} <value> as two words, not --${name}`;
  return `unknown flag --${name}; known flags: ${[...valueFlags, ...booleanFlags].map((flag) => `--${flag}`).join(", ")}`;
}
