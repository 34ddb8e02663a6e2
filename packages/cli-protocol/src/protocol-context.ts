// What every protocol command shares: the skill, I/O, references and how to write results.
import type { EngineResult } from "@skill-kit/core";
import type { RunLimits, RunStore, SessionCache } from "@skill-kit/sessions";
import type { RunContext } from "@skill-kit/sessions/internal";
import type { ProtocolIo } from "./io.js";

export interface ProtocolContext extends RunContext {
  readonly io: ProtocolIo;
  /** Kept between calls by a long-lived process (the MCP server); a CLI call has none. */
  readonly sessionCache?: SessionCache | undefined;
  /** Opens a `--store` other than `file:` (PostgreSQL, Redis), with the call's run limits; a built skill's program passes one. */
  readonly openStore?: OpenStore | undefined;
}

/** Opens `--store postgres://…|redis://…`, bounded by `settings.limits` when given (docs/serving.md). */
export type OpenStore = (spec: string, settings?: { readonly limits?: RunLimits | undefined }) => Promise<RunStore>;

/** A run's log lines on a call's stderr. */
export function stderrLog(io: ProtocolIo): (line: string) => void {
  return (line) => {
    io.stderr(`${line}\n`);
  };
}

/** One JSON line on stdout; with `io.printJson`, the value that line parses to instead. */
export function printResult(context: ProtocolContext, result: EngineResult | Readonly<Record<string, unknown>>): void {
  const { printJson } = context.io;
  if (printJson === undefined) context.io.stdout(`${JSON.stringify(result)}\n`);
  else printJson(JSON.parse(JSON.stringify(result)) as unknown);
}
