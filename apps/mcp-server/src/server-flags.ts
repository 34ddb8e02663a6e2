// The command line of `skill-kit-mcp`: `--skills <dir>... [--budget N] [--session-dir <dir>]`.
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import type { HttpFlagValues } from "@skill-kit/mcp-transport/http";
import { UsageError } from "@skill-kit/primitives";

/** What the server was asked to serve. */
export interface ServerFlags {
  /** Folders searched for skills, in precedence order (the first skill of a name wins). */
  readonly skills: readonly string[];
  /** Characters for the catalog in the activation tool's description. */
  readonly budget: number;
  /** Passed to every workflow's `scripts/run` as `--session-dir`. */
  readonly sessionDir?: string;
  /** Passed to every workflow's `scripts/run` as `--store` instead (`file:<dir>`, `postgres://…`, `redis://…`). */
  readonly store?: string;
  /** Workflow processes running at once at most; more calls wait their turn. */
  readonly maxProcesses: number;
  /** With `--http`: its flags as given, checked before serving. */
  readonly http?: HttpFlagValues;
}

/** Claude Code's current default listing budget: 1% of a 200k-token context at 4 characters a token. */
export const defaultBudget = 8000;

/** One workflow process per core by default. */
export const defaultMaxProcesses = availableParallelism();

export const serverUsage = `Usage: skill-kit-mcp --skills <dir>... [--budget <chars>] [--session-dir <dir> | --store <spec>] [--max-processes <n>]
                     [--http [--host <address>] [--port <n>] [--tokens <file>] [--max-body <bytes>]]

Serves every skill found under the folders to an MCP client over stdio, or with --http over
Streamable HTTP at /mcp (stateless: any instance answers any call) until SIGINT or SIGTERM.

Options:
  --skills <dir>...       Folders to search (a skill folder or a folder of skills); repeatable.
  --budget <chars>        Catalog size in the activate_skill description (default ${defaultBudget}).
  --session-dir <dir>     Where workflow skills keep their session files (default: each skill's own default).
  --store <spec>          Where workflow runs live instead: file:<dir>, postgres://… or redis://….
  --max-processes <n>     Workflow processes running at once; further calls wait in order (default: the core count, ${defaultMaxProcesses}).
  --http                  Serve over HTTP instead of stdio.
  --host <address>        With --http: the address to bind (default 127.0.0.1).
  --port <n>              With --http: the port (default 3000; 0 picks a free one).
  --tokens <file>         With --http: bearer tokens, one '<token> <user id>' per line; required off loopback.
  --max-body <bytes>      With --http: the largest request body (default 1048576).
  -h, --help              Show this help.
`;

function whole(flag: string, text: string | undefined, unit: string): number {
  if (text === undefined || !/^\d+$/.test(text))
    throw new UsageError(`${flag} needs a whole number of ${unit}; found ${text === undefined ? "nothing" : `"${text}"`}`);
  return Number(text);
}

/** `--skills` is a switch to parseArgs, so it never takes the next word: the folders are the words that follow it. */
const options = {
  skills: { type: "boolean" },
  budget: { type: "string" },
  "session-dir": { type: "string" },
  store: { type: "string" },
  "max-processes": { type: "string" },
  http: { type: "boolean" },
  host: { type: "string" },
  port: { type: "string" },
  tokens: { type: "string" },
  "max-body": { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

const httpFlags = ["host", "port", "tokens", "max-body"];

/** Parses argv (`node:util` `parseArgs`, read token by token); `"help"` for -h/--help. Values may follow `--skills` until the next option. */
export function parseServerFlags(argv: readonly string[]): ServerFlags | "help" {
  const { tokens } = parseArgs({ args: [...argv], options, strict: false, allowPositionals: true, tokens: true });
  const skills: string[] = [];
  let budget = defaultBudget;
  let sessionDir: string | undefined;
  let store: string | undefined;
  let maxProcesses = defaultMaxProcesses;
  let takesFolders = false;
  let http = false;
  const httpValues = new Map<string, string>();
  for (const token of tokens) {
    const arg = argv[token.index] ?? "";
    if (token.kind === "positional" && takesFolders && !token.value.startsWith("-")) {
      skills.push(token.value);
      continue;
    }
    takesFolders = false;
    if (token.kind !== "option") throw new UsageError(`unknown argument "${arg}"\n\n${serverUsage}`);
    if (token.name === "help") return "help";
    if (token.name === "skills") {
      if (token.value !== undefined) skills.push(token.value);
      takesFolders = token.value === undefined;
    } else if (token.name === "budget") budget = whole("--budget", token.value, "characters");
    else if (token.name === "max-processes") {
      maxProcesses = whole("--max-processes", token.value, "processes");
      if (maxProcesses === 0) throw new UsageError("--max-processes must be at least 1");
    } else if (token.name === "session-dir") {
      sessionDir = token.value;
      if (sessionDir === undefined) throw new UsageError("--session-dir needs a folder");
    } else if (token.name === "store") {
      store = token.value;
      if (store === undefined) throw new UsageError("--store needs file:<dir>, postgres://… or redis://…");
    } else if (token.name === "http") http = true;
    else if (httpFlags.includes(token.name)) {
      if (token.value === undefined) throw new UsageError(`--${token.name} needs a value`);
      httpValues.set(token.name, token.value);
    } else throw new UsageError(`unknown argument "${arg}"\n\n${serverUsage}`);
  }
  if (skills.length === 0) throw new UsageError(`--skills needs at least one folder\n\n${serverUsage}`);
  const [misplaced] = http ? [] : [...httpValues.keys()];
  if (misplaced !== undefined) throw new UsageError(`--${misplaced} is an HTTP flag: it needs --http`);
  if (sessionDir !== undefined && store !== undefined)
    throw new UsageError("--session-dir and --store go one at a time (--store file:<dir> is --session-dir <dir>)");
  const served = {
    skills,
    budget,
    maxProcesses,
    ...(sessionDir === undefined ? {} : { sessionDir }),
    ...(store === undefined ? {} : { store }),
  };
  if (!http) return served;
  const value = (name: string): string | undefined => httpValues.get(name);
  return { ...served, http: { host: value("host"), port: value("port"), tokens: value("tokens"), maxBody: value("max-body") } };
}
