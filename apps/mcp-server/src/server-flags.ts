// The command line of `skill-kit-mcp`: `--skills <dir>... [--budget N] [--session-dir <dir>] [--watch]`, declared
// as data for `@skill-kit/node`'s parser and help.
import { availableParallelism } from "node:os";

import {
  checkStoreFlags,
  helpText,
  httpFlags,
  httpFlagValues,
  parseCommand,
  usageLine,
  wholeNumber,
  type CommandSpec,
  type HttpFlagValues,
} from "@skill-kit/node";
import { UsageError } from "@skill-kit/primitives";
import { runLimitsOf, type RunLimits } from "@skill-kit/sessions";

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
  /** `--watch`: reload the skills when their folders change, and tell the client (stdio only). */
  readonly watch?: true;
  /** With `--http`: its flags as given, checked before serving. */
  readonly http?: HttpFlagValues;
  /** With `--http`: the file of the key that signs 2026-07-28 question state (every instance the same). */
  readonly stateKeyFile?: string;
  /**
   * Live runs per user and how long runs are kept, passed to every workflow's `scripts/run`: with
   * `--http` always (`defaultRunLimits` for what is not given); over stdio only when a TTL is given.
   */
  readonly runLimits?: RunLimits;
  /** `--code-mode <spec>`: serve an API's two code-mode tools instead of skills (docs/code-mode.md). */
  readonly codeMode?: { readonly spec: string; readonly clients?: string };
}

/** Claude Code's current default listing budget: 1% of a 200k-token context at 4 characters a token. */
export const defaultBudget = 8000;

/** One workflow process per core by default. */
export const defaultMaxProcesses = availableParallelism();

const serverSpec = {
  program: "skill-kit-mcp",
  command: "",
  operands: "--skills <dir>...",
  summary: [
    "Serves every skill found under the folders to an MCP client over stdio, or with --http over",
    "Streamable HTTP at /mcp (stateless: any instance answers any call) until SIGINT or SIGTERM.",
  ].join("\n"),
  flags: [
    {
      name: "skills",
      value: "dir",
      many: true,
      description: "Folders to search (a skill folder or a folder of skills); repeatable.",
    },
    { name: "budget", value: "chars", description: `Catalog size in the activate_skill description (default ${defaultBudget}).` },
    {
      name: "session-dir",
      value: "dir",
      description: "Where workflow skills keep their session files (default: each skill's own default).",
    },
    { name: "store", value: "spec", description: "Where workflow runs live instead: file:<dir>, postgres://… or redis://…." },
    {
      name: "max-processes",
      value: "n",
      description: `Workflow processes running at once; further calls wait in order (default: the core count, ${defaultMaxProcesses}).`,
    },
    {
      name: "run-ttl",
      value: "duration",
      description:
        "How long an unfinished workflow run is kept after its last step, e.g. 12h, 7d (default: 7d with --http; kept for good over stdio).",
    },
    {
      name: "finished-run-ttl",
      value: "duration",
      description: "How long a finished run is kept, e.g. 30m, 1d (default: 1d with --http; kept for good over stdio).",
    },
    {
      name: "max-runs-per-user",
      value: "n",
      needs: "http",
      description:
        "With --http: unfinished runs one user may hold (default: 100); a start past it is refused with SESSION_LIMIT (HTTP 429, Retry-After).",
    },
    {
      name: "watch",
      description: "Reload the skills when their files change and tell the client (list_changed); stdio only.",
    },
    {
      name: "code-mode",
      value: "spec",
      description: "Serve code mode's search and execute over this API description (a file or URL) instead of skills.",
    },
    {
      name: "code-mode-clients",
      value: "module",
      needs: "code-mode",
      description: "With --code-mode: an ES module exporting `clients` (the host functions execute gets).",
    },
    ...httpFlags,
    { name: "host", value: "address", needs: "http", description: "With --http: the address to bind (default: 127.0.0.1)." },
    {
      name: "state-key-file",
      value: "file",
      needs: "http",
      description:
        "With --http: a file of at least 32 bytes whose key signs the question state of 2026-07-28 clients; give every instance behind one address the same (default: a key per process).",
    },
  ],
} as const satisfies CommandSpec;

export const serverUsage = helpText(serverSpec);

const watching: { readonly watch: true } = { watch: true };

/** Parses argv; `"help"` for -h/--help. The folders are the words after each `--skills`, up to the next option. */
export function parseServerFlags(argv: readonly string[]): ServerFlags | "help" {
  const parsed = parseCommand(serverSpec, argv);
  if (parsed.help) return "help";
  const [extra] = parsed.operands;
  if (extra !== undefined) throw new UsageError(`unknown argument "${extra}" for skill-kit-mcp\n${usageLine(serverSpec)}`);
  const skills = parsed.values("skills");
  const codeModeSpec = parsed.value("code-mode");
  if (codeModeSpec !== undefined)
    return codeModeFlags({ spec: codeModeSpec, skills, clients: parsed.value("code-mode-clients"), http: parsed.has("http") });
  if (skills.length === 0) throw new UsageError(`--skills needs at least one folder\n${usageLine(serverSpec)}`);
  const maxProcesses = wholeNumber("max-processes", parsed.value("max-processes"), defaultMaxProcesses);
  if (maxProcesses === 0) throw new UsageError("--max-processes must be at least 1");
  // As `scripts/run mcp`: with --http always; over stdio (where --max-runs-per-user is refused) when a TTL is given.
  const runLimits = runLimitsOf(
    {
      maxRuns: parsed.value("max-runs-per-user"),
      runTtl: parsed.value("run-ttl"),
      finishedRunTtl: parsed.value("finished-run-ttl"),
    },
    parsed.has("http"),
  );
  const served = {
    skills,
    budget: wholeNumber("budget", parsed.value("budget"), defaultBudget),
    maxProcesses,
    ...checkStoreFlags({ sessionDir: parsed.value("session-dir"), store: parsed.value("store") }),
    ...(parsed.has("watch") ? watching : {}),
    ...(runLimits === undefined ? {} : { runLimits }),
  };
  if (!parsed.has("http")) return served;
  if (served.watch === true)
    throw new UsageError("--watch works over stdio only: over --http, restart the server to serve changed skills");
  const stateKeyFile = parsed.value("state-key-file");
  return {
    ...served,
    ...(stateKeyFile === undefined ? {} : { stateKeyFile }),
    http: httpFlagValues(
      parsed.value("host"),
      (name) => parsed.value(name),
      (name) => parsed.has(name),
    ),
  };
}

/** `--code-mode`: the API's two tools alone, over stdio. */
function codeModeFlags(given: {
  readonly spec: string;
  readonly skills: readonly string[];
  readonly clients: string | undefined;
  readonly http: boolean;
}): ServerFlags {
  if (given.skills.length > 0) throw new UsageError("--code-mode serves an API's two tools alone: drop --skills");
  if (given.http) throw new UsageError("--code-mode works over stdio only");
  const { clients } = given;
  return {
    skills: [],
    budget: defaultBudget,
    maxProcesses: defaultMaxProcesses,
    codeMode: { spec: given.spec, ...(clients === undefined ? {} : { clients }) },
  };
}
