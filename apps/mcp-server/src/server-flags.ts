// The command line of `skill-kit-mcp`: `--skills <dir>... [--budget N] [--session-dir <dir>]`.
import { availableParallelism } from "node:os";
import { UsageError } from "./usage-error.js";

/** What the server was asked to serve. */
export interface ServerFlags {
  /** Folders searched for skills, in precedence order (the first skill of a name wins). */
  readonly skills: readonly string[];
  /** Characters for the catalog in the activation tool's description. */
  readonly budget: number;
  /** Passed to every workflow's `scripts/run` as `--session-dir`. */
  readonly sessionDir?: string;
  /** Workflow processes running at once at most; more calls wait their turn. */
  readonly maxProcesses: number;
}

/** Claude Code's current default listing budget: 1% of a 200k-token context at 4 characters a token. */
export const defaultBudget = 8000;

/** One workflow process per core by default. */
export const defaultMaxProcesses = availableParallelism();

export const serverUsage = `Usage: skill-kit-mcp --skills <dir>... [--budget <chars>] [--session-dir <dir>] [--max-processes <n>]

Serves every skill found under the folders to an MCP client over stdio.

Options:
  --skills <dir>...       Folders to search (a skill folder or a folder of skills); repeatable.
  --budget <chars>        Catalog size in the activate_skill description (default ${defaultBudget}).
  --session-dir <dir>     Where workflow skills keep their session files (default: each skill's own default).
  --max-processes <n>     Workflow processes running at once; further calls wait in order (default: the core count, ${defaultMaxProcesses}).
  -h, --help              Show this help.
`;

function whole(flag: string, text: string | undefined, unit: string): number {
  if (text === undefined || !/^\d+$/.test(text)) throw new UsageError(`${flag} needs a whole number of ${unit}; found ${text === undefined ? "nothing" : `"${text}"`}`);
  return Number(text);
}

/** Parses argv; `"help"` for -h/--help. Values may follow `--skills` until the next option. */
export function parseServerFlags(argv: readonly string[]): ServerFlags | "help" {
  const skills: string[] = [];
  let budget = defaultBudget;
  let sessionDir: string | undefined;
  let maxProcesses = defaultMaxProcesses;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? "";
    const [flag = "", inline] = arg.startsWith("--") && arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, undefined];
    const value = (): string | undefined => inline ?? argv[(index += 1)];
    if (flag === "-h" || flag === "--help") return "help";
    if (flag === "--skills") {
      if (inline !== undefined) skills.push(inline);
      while (inline === undefined && argv[index + 1] !== undefined && !(argv[index + 1] ?? "").startsWith("-")) skills.push(argv[(index += 1)] ?? "");
    } else if (flag === "--budget") budget = whole("--budget", value(), "characters");
    else if (flag === "--max-processes") {
      maxProcesses = whole("--max-processes", value(), "processes");
      if (maxProcesses === 0) throw new UsageError("--max-processes must be at least 1");
    }
    else if (flag === "--session-dir") sessionDir = value();
    else throw new UsageError(`unknown argument "${arg}"\n\n${serverUsage}`);
    if (flag === "--session-dir" && sessionDir === undefined) throw new UsageError("--session-dir needs a folder");
  }
  if (skills.length === 0) throw new UsageError(`--skills needs at least one folder\n\n${serverUsage}`);
  return sessionDir === undefined ? { skills, budget, maxProcesses } : { skills, budget, sessionDir, maxProcesses };
}
