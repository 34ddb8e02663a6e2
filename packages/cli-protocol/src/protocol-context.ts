// What every protocol command shares: the skill, I/O, references and how to write results.
import {
  CompositeRun,
  HistoryError,
  type EngineResult,
  type Handshake,
  type ReferenceLoader,
  type SkillDefinition,
} from "@skill-kit/core";
import type { ParsedArgs } from "./args.js";
import type { ProtocolIo } from "./io.js";
import type { RunStore } from "./session/run-store.js";
import type { SessionCache } from "./session/session-cache.js";

/** What a run of the skill needs, in either mode and from either caller (argv or the sessions API). */
export interface RunContext {
  readonly definition: SkillDefinition;
  readonly refs: ReferenceLoader;
  /** Set for direct sub-skill access: `<subskill> start|advance`. */
  readonly subskill?: string | undefined;
  /** Response JSON Schemas computed by the build. */
  readonly schemas?: Readonly<Record<string, unknown>> | undefined;
}

export interface ProtocolContext extends RunContext {
  readonly io: ProtocolIo;
  /** Kept between calls by a long-lived process (the MCP server); a CLI call has none. */
  readonly sessionCache?: SessionCache | undefined;
  /** Opens a `--store` other than `file:` (PostgreSQL, Redis); a built skill's program passes one. */
  readonly openStore?: ((spec: string) => Promise<RunStore>) | undefined;
}

export interface RunSetup {
  readonly params: unknown;
  readonly host: Handshake;
  /** Where the run's log lines go, one line at a time, without its newline. */
  readonly log: (line: string) => void;
}

/** A run of the skill (composite or not: a plain skill is a composite without sub-skills). */
export function createRun(context: RunContext, setup: RunSetup): CompositeRun {
  const options = {
    params: setup.params,
    host: setup.host,
    refs: context.refs,
    log: setup.log,
    ...(context.schemas === undefined ? {} : { schemas: context.schemas }),
  };
  return context.subskill === undefined
    ? CompositeRun.dispatch(context.definition, options)
    : CompositeRun.direct(context.definition, context.subskill, options);
}

/** A run's log lines on a call's stderr. */
export function stderrLog(io: ProtocolIo): (line: string) => void {
  return (line) => {
    io.stderr(`${line}\n`);
  };
}

/** Replays, turning a refused history into the wire's `kind: "error"`, `retry: false`. */
export function replayOrRefuse(run: CompositeRun, history: readonly unknown[]): EngineResult | undefined {
  try {
    run.replay(history);
    return undefined;
  } catch (error) {
    if (!(error instanceof HistoryError)) throw error;
    const step = typeof error.data?.["step"] === "string" ? error.data["step"] : "";
    return { kind: "error", error: "validation", step, message: error.message, retry: false };
  }
}

/**
 * One JSON line on stdout; with `io.printJson`, the value that line parses to instead (`parsed`,
 * when the caller already holds it).
 */
export function printResult(
  context: ProtocolContext,
  result: EngineResult | Readonly<Record<string, unknown>>,
  parsed?: Readonly<Record<string, unknown>>,
): void {
  const { printJson } = context.io;
  if (printJson === undefined) context.io.stdout(`${JSON.stringify(result)}\n`);
  else printJson(parsed ?? (JSON.parse(JSON.stringify(result)) as unknown));
}

export function flag(args: ParsedArgs, name: string): string | undefined {
  return args.flags.get(name);
}
